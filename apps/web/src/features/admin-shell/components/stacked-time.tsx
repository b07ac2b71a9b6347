import { formatShopDate, formatShopTime } from '@vigor/shared';

/** A moment in shop time on two lines, date then time (or time then date), the second one muted. */
export function StackedTime({ value, timeFirst = false }: { value: string; timeFirst?: boolean }) {
  const date = formatShopDate(value);
  const time = formatShopTime(value);
  return (
    <time dateTime={value}>
      {timeFirst ? time : date}
      <br />
      <span className="bo-muted">{timeFirst ? date : time}</span>
    </time>
  );
}
