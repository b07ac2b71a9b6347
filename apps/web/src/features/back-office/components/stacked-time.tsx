import { formatDate, formatTime } from '../lib/format-date';

/** A moment on two lines, date then time (or time then date), the second one muted. */
export function StackedTime({ value, timeFirst = false }: { value: string; timeFirst?: boolean }) {
  const date = formatDate(value);
  const time = formatTime(value);
  return (
    <time dateTime={value}>
      {timeFirst ? time : date}
      <br />
      <span className="bo-muted">{timeFirst ? date : time}</span>
    </time>
  );
}
