/** `today`, `today-30d`, `today+7d`: a day counted from today, as the command line takes it for a date. */
const RELATIVE = /^today(?:([+-])(\d{1,5})d)?$/;

/** What a date or time param takes: a calendar date (`YYYY-MM-DD`) or a moment with its offset. */
export type DateKind = 'date' | 'time';

/**
 * The value `text` stands for when it is a relative day (`today`, `today-30d`, `today+7d`) of the local
 * calendar, as `now` gives it: `YYYY-MM-DD` for a date, that day's local midnight with its offset for a
 * time (`2026-10-29T00:00:00-07:00`). `undefined` when `text` is no relative day.
 */
export function relativeDay(text: string, kind: DateKind, now: Date = new Date()): string | undefined {
  const match = RELATIVE.exec(text);
  if (!match) return undefined;
  const days = match[1] === undefined ? 0 : Number(`${match[1]}${match[2]}`);
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const date = `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
  if (kind === 'date') return date;
  // The offset of that day itself: a daylight-saving change between now and then moves it.
  const offset = -day.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${date}T00:00:00${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
}

const two = (n: number) => String(n).padStart(2, '0');
