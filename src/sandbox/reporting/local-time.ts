/** A timestamp as a report shows it in a time zone: date, time, day of week (0 Sunday), datetime with offset. */
export interface LocalTime {
  readonly date: string;
  readonly time: string;
  readonly day: '0' | '1' | '2' | '3' | '4' | '5' | '6';
  readonly datetime: string;
}

/** Zones change their offset at a quarter hour of UTC (most on the hour), a few times a year at most. */
const QUARTER_HOUR = 900_000;
const DAY = 86_400_000;

/** Timestamps remembered a zone, at most: a long-running sandbox's memory stays bounded whatever it reads. */
const REMEMBERED = 50_000;

/** One converter a zone, shared by every query of the process (`Intl.DateTimeFormat` is slow to make and ask). */
const zones = new Map<string, (timestamp: string) => LocalTime>();

/**
 * The local time of timestamps in `timeZone`. The zone's offset is asked of `Intl` at the start and
 * end of each UTC day met (one answer for the day when they agree; else per quarter hour, on the days
 * the zone changes its offset) and the rest is arithmetic: a report over ten thousand clients reads
 * tens of thousands of timestamps, and `formatToParts` costs microseconds each. A timestamp's answer is
 * remembered (up to `REMEMBERED`, then forgotten all at once): every query reads the same visits again.
 */
export function localTime(timeZone: string): (timestamp: string) => LocalTime {
  let converter = zones.get(timeZone);
  if (converter === undefined) {
    converter = remembering(converterFor(timeZone));
    zones.set(timeZone, converter);
  }
  return converter;
}

function remembering(convert: (timestamp: string) => LocalTime): (timestamp: string) => LocalTime {
  const answers = new Map<string, LocalTime>();
  return (timestamp) => {
    let answer = answers.get(timestamp);
    if (answer === undefined) {
      if (answers.size >= REMEMBERED) answers.clear();
      answer = convert(timestamp);
      answers.set(timestamp, answer);
    }
    return answer;
  };
}

function converterFor(timeZone: string): (timestamp: string) => LocalTime {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const days = new Map<number, number | undefined>();
  const offsetOf = (ms: number): number => {
    const day = Math.floor(ms / DAY);
    if (!days.has(day)) {
      if (days.size >= REMEMBERED) days.clear();
      const start = offsetMinutes(format, day * DAY);
      days.set(day, start === offsetMinutes(format, (day + 1) * DAY - QUARTER_HOUR) ? start : undefined);
    }
    return days.get(day) ?? offsetMinutes(format, Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR);
  };
  return (timestamp) => {
    const ms = Date.parse(timestamp);
    const offset = offsetOf(ms);
    const local = new Date(ms + offset * 60_000);
    const text = local.toISOString();
    const date = text.slice(0, 10);
    const time = text.slice(11, 19);
    const day = String(local.getUTCDay()) as LocalTime['day'];
    return { date, time, day, datetime: `${date}T${time}${offsetText(offset)}` };
  };
}

/** The zone's offset from UTC at `ms`, in minutes (`GMT-08:00` → -480). */
function offsetMinutes(format: Intl.DateTimeFormat, ms: number): number {
  const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT(?<sign>[+-])(?<hours>\d{2}):(?<minutes>\d{2})$/.exec(name)?.groups;
  if (!match) return 0;
  const minutes = Number(match.hours) * 60 + Number(match.minutes);
  return match.sign === '-' ? -minutes : minutes;
}

/** `+00:00`, `-08:00`, `+05:45`. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
