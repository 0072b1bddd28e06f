import { describe, expect, it } from 'vitest';
import { relativeDay } from '../../src/cli/relative-date.ts';

/** 28 November 2026, 15:30 on this machine's clock. */
const NOW = new Date(2026, 10, 28, 15, 30);

describe('relative days', () => {
  it('counts days on the local calendar, across months and years', () => {
    expect(relativeDay('today', 'date', NOW)).toBe('2026-11-28');
    expect(relativeDay('today-30d', 'date', NOW)).toBe('2026-10-29');
    expect(relativeDay('today+40d', 'date', NOW)).toBe('2027-01-07');
    expect(relativeDay('today-0d', 'date', NOW)).toBe('2026-11-28');
  });

  it('a time is the local midnight of that day, with the offset of that day', () => {
    const time = relativeDay('today-200d', 'time', NOW) as string;
    expect(time).toMatch(/^2026-05-12T00:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(time)).toBe(new Date(2026, 4, 12).getTime());
  });

  it.each(['yesterday', 'today-3', 'today-3x', 'today - 3d', 'Today', '2026-01-01', ' today'])(
    '%j is no relative day',
    (text) => {
      expect(relativeDay(text, 'date', NOW)).toBeUndefined();
    },
  );
});
