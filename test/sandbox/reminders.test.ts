import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/sandbox/changes.ts';
import { movableClock, NOW, sandboxFor, sdk } from './support.ts';

const HOUR = 3_600_000;

describe('event_occurrence.upcoming on the sandbox clock', () => {
  it('announces each occurrence once, when its start comes within 24 hours; none for those already that close', async () => {
    const clock = movableClock();
    const sandbox = await sandboxFor({ now: clock.now });
    const changes: Change[] = [];
    sandbox.engine.changes.on((change) => changes.push(change));
    const occurrences = sandbox.state.tables.occurrences.all().filter((o) => o.state === 'active');
    const startOf = (o: { start_at: string }) => Date.parse(o.start_at);

    await sdk(sandbox).desk.people.me();
    expect(changes.filter((c) => c.topic === 'event_occurrence.upcoming')).toEqual([]);

    clock.advance(6 * HOUR);
    await sdk(sandbox).desk.people.me();
    const now = NOW.getTime() + 6 * HOUR;
    const expected = occurrences
      .filter((o) => startOf(o) - NOW.getTime() > 24 * HOUR && startOf(o) - now <= 24 * HOUR)
      .map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    const announced = changes.filter((c) => c.topic === 'event_occurrence.upcoming');
    expect(announced.map((c) => (c.data.event_occurrences as { id: number }[])[0]?.id)).toEqual(expected);
    const alreadyClose = occurrences.filter(
      (o) => startOf(o) > NOW.getTime() && startOf(o) - NOW.getTime() <= 24 * HOUR,
    );
    expect(alreadyClose.length).toBeGreaterThan(0);
    expect(
      announced.some((c) =>
        alreadyClose.some((o) => o.id === (c.data.event_occurrences as { id: number }[])[0]?.id),
      ),
    ).toBe(false);

    await sdk(sandbox).desk.people.me();
    clock.advance(2 * 60_000);
    await sdk(sandbox).desk.people.me();
    const again = changes.filter((c) => c.topic === 'event_occurrence.upcoming');
    const ids = again.map((c) => (c.data.event_occurrences as { id: number }[])[0]?.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
