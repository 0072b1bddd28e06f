import { describe, expect, it } from 'vitest';
import { localTime } from '../../../src/sandbox/reporting/local-time.ts';

describe('localTime', () => {
  it('answers the local date, time, weekday and offset on either side of a DST change', () => {
    const zone = localTime('America/Los_Angeles');
    expect(zone('2026-03-08T09:59:00Z')).toEqual({
      date: '2026-03-08',
      time: '01:59:00',
      day: '0',
      datetime: '2026-03-08T01:59:00-08:00',
    });
    expect(zone('2026-03-08T10:00:00Z').datetime).toBe('2026-03-08T03:00:00-07:00');
    expect(localTime('Asia/Kathmandu')('2026-01-01T00:00:00Z').datetime).toBe('2026-01-01T05:45:00+05:45');
  });

  it('keeps one converter a zone, and answers rightly after forgetting what it remembered', () => {
    const zone = localTime('Europe/Paris');
    expect(localTime('Europe/Paris')).toBe(zone);
    const first = '2026-07-01T12:00:00Z';
    expect(zone(first).datetime).toBe('2026-07-01T14:00:00+02:00');
    const start = Date.parse('2020-01-01T00:00:00Z');
    for (let i = 0; i < 60_000; i++) zone(new Date(start + i * 3_600_000).toISOString());
    expect(zone(first).datetime).toBe('2026-07-01T14:00:00+02:00');
    expect(zone('2026-12-01T12:00:00Z').datetime).toBe('2026-12-01T13:00:00+01:00');
  });
});
