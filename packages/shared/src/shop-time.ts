/**
 * Shop time (docs/product.md, "Shop time"): the shop is in Morocco, so every date staff see, every
 * day a report or an export counts and the desk's call-back picker are in Africa/Casablanca,
 * whatever the time zone of the browser or of the server. Morocco's offsets (UTC+1 with UTC+0
 * around Ramadan, then UTC+0 for good from 2026-09-20 in tzdb 2026c) come from the time-zone
 * database behind Intl, never from this file: the runtime must carry a current one (in Node, the
 * store's processes read packages/shared/tzdata, src/tzdata.ts).
 */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

/** An instant: a Date, milliseconds since the epoch, or an ISO string from the API. */
export type Instant = Date | number | string;

/** What the shop's clock and calendar read at an instant (month 1-12). */
export interface ShopWallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toDate(instant: Instant | null | undefined): Date | null {
  if (instant == null || instant === '') return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The shop's wall clock at an instant; null for a missing or invalid one. */
export function shopWallTime(instant: Instant | null | undefined): ShopWallTime | null {
  const date = toDate(instant);
  if (!date) return null;
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

const wallAsUtc = (w: ShopWallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number): number {
  return wallAsUtc(shopWallTime(ms)!) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant at which the shop's clock reads `wall`. When the clock is turned back the later of
 * the two such instants; a time the clock skips (turned forward) lands after the skip.
 */
export function fromShopWallTime(wall: ShopWallTime): Date {
  const asUtc = wallAsUtc(wall);
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}

/** The shop's day (YYYY-MM-DD) of an instant, now by default. */
export function shopDay(instant: Instant = Date.now()): string {
  const w = shopWallTime(instant);
  if (!w) throw new RangeError(`Not a date: ${String(instant)}`);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole days from one shop day (YYYY-MM-DD) to another, 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The shop's day `days` before `day` (after it for a negative count). */
export function daysBefore(day: string, days: number): string {
  return new Date((dayNumber(day) - days) * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant of a shop day (YYYY-MM-DD). */
export function shopDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return fromShopWallTime({ year: year!, month: month!, day: date!, hour: 0, minute: 0, second: 0 });
}

/** The first instant after a shop day: the start of the next one (23 or 25 hours on the days the clock changes). */
export function shopDayEnd(day: string): Date {
  return shopDayStart(daysBefore(day, -1));
}

/** A shop day (YYYY-MM-DD) as staff read it: `22/11/2026`. */
export function formatShopDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The shop's date of an instant as staff read it, `22/11/2026`; `—` for none. */
export function formatShopDate(instant: Instant | null | undefined): string {
  const w = shopWallTime(instant);
  return w ? `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}` : '—';
}

/** The shop's time of an instant, `00:30` (24-hour clock), `00:30:05` with seconds; `—` for none. */
export function formatShopTime(instant: Instant | null | undefined, { seconds = false } = {}): string {
  const w = shopWallTime(instant);
  if (!w) return '—';
  return `${pad(w.hour)}:${pad(w.minute)}${seconds ? `:${pad(w.second)}` : ''}`;
}

/** The shop's date and time of an instant, `22/11/2026 00:30`; `—` for none. */
export function formatShopDateTime(instant: Instant | null | undefined): string {
  return toDate(instant) ? `${formatShopDate(instant)} ${formatShopTime(instant)}` : '—';
}

/**
 * The value of a `datetime-local` input showing an instant in shop time, `2026-11-22T00:30`
 * (what the browser's own zone says never enters); '' for none.
 */
export function toShopPickerValue(instant: Instant | null | undefined): string {
  const w = shopWallTime(instant);
  return w ? `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}` : '';
}

const PICKER_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO) a `datetime-local` value means when read as shop time; null for a value that
 * is not a date and time of the calendar.
 */
export function fromShopPickerValue(value: string): string | null {
  const match = PICKER_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((field) => Number(field ?? 0));
  const wall = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
  const asUtc = new Date(wallAsUtc(wall));
  const exists =
    asUtc.getUTCMonth() === wall.month - 1 &&
    asUtc.getUTCDate() === wall.day &&
    asUtc.getUTCHours() === wall.hour &&
    asUtc.getUTCMinutes() === wall.minute &&
    asUtc.getUTCSeconds() === wall.second;
  return exists ? fromShopWallTime(wall).toISOString() : null;
}
