/**
 * The time-zone data shop time needs in Node (docs/decisions/111-current-time-zone-data.md).
 * Node 20's ICU carries tzdb 2025c, which still puts Morocco at UTC+1 after 2026-09-20; browsers
 * carry 2026c or later (UTC+0 for good). ICU reads its time-zone files once, when a process starts,
 * from the folder ICU_TIMEZONE_FILES_DIR names: so a process passes it to the processes it starts.
 * Node only: browsers bring their own data.
 */
import { fileURLToPath } from 'node:url';

/** ICU's four time-zone files of tzdb 2026e (packages/shared/tzdata/README.md). */
export const TZDATA_DIR = fileURLToPath(new URL('../tzdata', import.meta.url));
export const TZDATA_VERSION = '2026e';

/** Whether a runtime's tzdb release (`process.versions.tz`) is at least the shop's. */
export const isCurrentTzdata = (version: string | undefined) => (version ?? '') >= TZDATA_VERSION;

/**
 * Processes started from now on read the shop's time-zone data, unless this runtime's own is as
 * recent (a folder of older files would replace it).
 */
export function passTzdataToChildren(): void {
  if (!isCurrentTzdata(process.versions.tz)) process.env.ICU_TIMEZONE_FILES_DIR ??= TZDATA_DIR;
}

/** Stops a process whose time-zone data is older than the shop's, before it misdates an order. */
export function assertCurrentTzdata(): void {
  if (isCurrentTzdata(process.versions.tz)) return;
  throw new Error(
    `This process reads time-zone data ${process.versions.tz ?? 'of unknown release'}, older than ` +
      `the shop's ${TZDATA_VERSION}: start it with ICU_TIMEZONE_FILES_DIR=${TZDATA_DIR}.`,
  );
}
