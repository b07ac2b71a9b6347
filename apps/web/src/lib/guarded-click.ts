import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A wrapped click action gives up after this long. */
export const CLICK_TIMEOUT_MS = 3000;

/**
 * The click wrapper : while an action runs, further clicks are ignored; after 3 s the
 * wrapper stops waiting (the button comes back) even if the action has not settled.
 */
export function useGuardedClick<A extends unknown[]>(
  action: (...args: A) => unknown,
): [run: (...args: A) => void, running: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const actionRef = useRef(action);
  useLayoutEffect(() => {
    actionRef.current = action;
  });

  const run = useCallback((...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLICK_TIMEOUT_MS);
    });
    // The executor runs now: a synchronous throw becomes a rejection like an async one.
    const work = new Promise((resolve) => resolve(actionRef.current(...args))).catch(() => undefined);
    void Promise.race([work, timeout]).then(() => {
      clearTimeout(timer);
      running.current = false;
      setBusy(false);
    });
  }, []);

  return [run, busy];
}
