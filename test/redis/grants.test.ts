import { describe, expect, it } from 'vitest';
import { GrantLog } from '../../src/redis/grants.ts';

describe('GrantLog', () => {
  it('counts the grants of the last window, and keeps no more than the limit however many come', () => {
    const log = new GrantLog(3, 1_000);
    for (let at = 0; at < 100_000; at += 10) log.add(at);
    expect(log.count(99_990)).toBe(3); // the newest 3: 99 970, 99 980, 99 990
    expect(log.count(100_985)).toBe(1); // a window after 99 985, only 99 990 is within it
    expect(log.count(100_990)).toBe(0);
  });
});
