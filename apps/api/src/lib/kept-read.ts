/**
 * One read of data only an admin changes (the delivery settings, the order limits and blocklist),
 * kept in this process and shared by every caller until a committed change is announced
 * (LISTEN/NOTIFY, `catalog-changes.ts`). docs/decisions/021-delivery-settings-cache.md
 */
import { env } from '../config/env.ts';

export interface KeptRead<T> {
  /** The kept value, shared by every caller: read it, never change it. */
  get(): Promise<T>;
  /** Forgets the kept value. Call after a committed change. */
  forget(): void;
  /** Tests turn keeping on (it is off in tests by default). */
  setEnabled(on: boolean): void;
}

export function keptRead<T>(read: () => Promise<T>): KeptRead<T> {
  /**
   * The read every caller shares until the next change. A read that started before a change is
   * dropped by it (the notification comes after the commit), so what is kept never predates one.
   */
  let current: Promise<T> | null = null;
  // Off in tests by default, like the catalog cache: tests write rows behind the services' back
  // and run no listener.
  let enabled = env.NODE_ENV !== 'test';
  return {
    get() {
      if (!enabled) return read();
      if (current) return current;
      const reading = read();
      current = reading;
      // A failed read is not kept: the next caller tries again.
      reading.catch(() => {
        if (current === reading) current = null;
      });
      return reading;
    },
    forget() {
      current = null;
    },
    setEnabled(on) {
      enabled = on;
      current = null;
    },
  };
}
