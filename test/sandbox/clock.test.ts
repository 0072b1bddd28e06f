import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../src/index.ts';
import type { Change } from '../../src/sandbox/changes.ts';
import { startLoopback } from '../support/loopback.ts';
import { NOW, sandboxFor, sdk } from './support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK_AHEAD = { from: NOW.toISOString(), to: new Date(NOW.getTime() + 7 * DAY).toISOString() };
const stamp = (ms: number) => new Date(ms).toISOString().replace('.000', '');

/** A loopback webhook receiver answering 200 (or what `status` says for the nth request). */
async function receiver(status: (nth: number) => number = () => 200) {
  let nth = 0;
  const server = await startLoopback((_request, response) => {
    nth += 1;
    response.statusCode = status(nth);
    response.end();
  });
  onTestFinished(() => server.close());
  return server;
}

/** A place held by an incomplete booking of person 7 (expires 10 minutes after now). */
async function holdAPlace(pike13: ReturnType<typeof sdk>) {
  const occurrence = (await pike13.desk.eventOccurrences.list(WEEK_AHEAD)).find(
    (o) => (o.capacity_remaining ?? 0) > 0,
  );
  const booking = await pike13.desk.bookings.create({
    leases: [{ event_occurrence_id: occurrence?.id as number, person: { id: 7 } }],
  });
  return {
    booking,
    occurrenceId: occurrence?.id as number,
    before: occurrence?.capacity_remaining as number,
  };
}

describe('sandbox.clock', () => {
  it('starts at `now`, advances by spans, and the Date header and new records follow it', async () => {
    const sandbox = await sandboxFor();
    expect(sandbox.clock.now()).toEqual(NOW);

    expect(sandbox.clock.advance('90m')).toEqual(new Date(NOW.getTime() + 90 * MINUTE));
    expect(sandbox.clock.advance('2h')).toEqual(new Date(NOW.getTime() + 210 * MINUTE));
    expect(sandbox.clock.advance(30 * MINUTE)).toEqual(new Date(NOW.getTime() + 4 * HOUR));
    expect(sandbox.clock.advance('3d').getTime()).toBe(NOW.getTime() + 4 * HOUR + 3 * DAY);
    const now = sandbox.clock.now().getTime();

    const answer = await fetch(`${sandbox.url}/api/v2/desk/people/me`, {
      headers: { authorization: `Bearer ${sandbox.tokens.staff}` },
    });
    expect(answer.headers.get('date')).toBe(new Date(now).toUTCString());
    const person = await sdk(sandbox).desk.people.create({
      first_name: 'Ada',
      last_name: 'Clock',
      email: 'ada@example.com',
    });
    expect(person.created_at).toBe(stamp(now));
  });

  it('releases a held place when advanced past the 10-minute hold, stamped at the hold’s end', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const changes: Change[] = [];
    sandbox.engine.changes.on((change) => changes.push(change));
    const { booking, occurrenceId, before } = await holdAPlace(pike13);
    expect((await pike13.desk.eventOccurrences.get(occurrenceId)).capacity_remaining).toBe(before - 1);

    sandbox.clock.advance('9m');
    expect((await pike13.desk.bookings.get(booking.id)).state).toBe('incomplete');
    sandbox.clock.advance('2h');

    expect((await pike13.desk.bookings.get(booking.id)).state).toBe('expired');
    expect((await pike13.desk.eventOccurrences.get(occurrenceId)).capacity_remaining).toBe(before);
    const deleted = changes.filter((c) => c.topic === 'visit.deleted');
    expect(deleted.map((c) => c.at)).toEqual([NOW.getTime() + 10 * MINUTE]);
    await expect(pike13.desk.bookings.complete(booking.id)).rejects.toSatisfy(
      (e) => ApiError.is(e) && e.status === 422,
    );
  });

  it('runs what falls due in order, and delivers its webhooks: a hold expiring before plans ending days later', async () => {
    const target = await receiver();
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const pike13 = sdk(sandbox, 'owner');
    for (const topic of ['plan.ended', 'visit.deleted'] as const) {
      await pike13.webhooks.create({ topic, target: target.url });
    }
    const { booking } = await holdAPlace(pike13);
    const visitId = booking.leases?.[0]?.visit_id as number;
    const today = NOW.toISOString().slice(0, 10);
    const ending = sandbox.state.tables.plans
      .filter(
        (p) =>
          p.canceled_at === null && p.end_date !== null && p.end_date >= today && p.end_date < '2026-03-05',
      )
      .sort((a, b) => (a.end_date as string).localeCompare(b.end_date as string) || a.id - b.id);
    expect(ending.length).toBeGreaterThan(0);

    sandbox.clock.advance('3d');
    await sandbox.webhooks.idle();

    const midnightAfter = (day: string | null) => Date.parse(`${day}T00:00:00Z`) + DAY;
    const attempts = [...sandbox.webhooks.deliveries].sort((a, b) => a.notification - b.notification);
    expect(attempts.map((a) => [a.topic, a.at, a.outcome])).toEqual([
      ['visit.deleted', NOW.getTime() + 10 * MINUTE, 'delivered'],
      ...ending.map((plan) => ['plan.ended', midnightAfter(plan.end_date), 'delivered']),
    ]);
    const received = target.requests.map((r) => {
      const notification = JSON.parse(r.body) as { topic: string; data: Record<string, { id: number }[]> };
      return `${notification.topic} ${Object.values(notification.data)[0]?.[0]?.id}`;
    });
    expect(received.sort()).toEqual(
      [`visit.deleted ${visitId}`, ...ending.map((plan) => `plan.ended ${plan.id}`)].sort(),
    );
  });

  it('sends a webhook retry when the clock reaches it, not before', async () => {
    const target = await receiver((nth) => (nth === 1 ? 503 : 200));
    // The service's own pace (timeScale 1, jitter at its mean): the first retry comes 330 ms later, here
    // 330 s: the test's real time never gets there, the sandbox's clock does.
    const sandbox = await sandboxFor({
      webhookDelivery: { allowHttpTargets: true, timeScale: 1000, random: () => 0.5 },
    });
    const pike13 = sdk(sandbox, 'owner');
    await pike13.webhooks.create({ topic: 'person.created', target: target.url });
    await pike13.desk.people.create({ first_name: 'Retry', last_name: 'Me', email: 'retry@example.com' });
    await vi.waitFor(() => expect(sandbox.webhooks.deliveries).toHaveLength(1));
    expect(sandbox.webhooks.deliveries[0]).toMatchObject({
      status: 503,
      outcome: 'retry',
      retryInMs: 330_000,
    });

    sandbox.clock.advance('5m');
    expect(target.requests).toHaveLength(1);
    sandbox.clock.advance('31s');
    await sandbox.webhooks.idle();
    expect(sandbox.webhooks.deliveries.map((a) => [a.attempt, a.status, a.at])).toEqual([
      [1, 503, NOW.getTime()],
      [2, 200, NOW.getTime() + 5 * MINUTE + 31_000],
    ]);
    expect(target.requests[1]?.body).toBe(target.requests[0]?.body);
  });

  it('announces plan.ended once, at midnight after the end date; not for plans that ended before the start', async () => {
    const sandbox = await sandboxFor();
    const changes: Change[] = [];
    sandbox.engine.changes.on((change) => changes.push(change));
    const today = NOW.toISOString().slice(0, 10);
    const inAWeek = new Date(NOW.getTime() + 7 * DAY).toISOString().slice(0, 10);
    const endingThisWeek = sandbox.state.tables.plans
      .filter(
        (p) => p.canceled_at === null && p.end_date !== null && p.end_date >= today && p.end_date < inAWeek,
      )
      .map((p) => p.id);
    expect(endingThisWeek.length).toBeGreaterThan(0);

    sandbox.clock.advance('7d');
    sandbox.clock.advance('1d');

    const ended = changes.filter((c) => c.topic === 'plan.ended');
    expect(ended.map((c) => (c.data.plans as { id: number }[])[0]?.id).sort()).toEqual(endingThisWeek.sort());
    for (const change of ended) {
      const plan = (change.data.plans as { id: number; end_date: string }[])[0];
      expect(change.at).toBe(Date.parse(`${plan?.end_date}T00:00:00Z`) + DAY);
    }
  });

  it('moves an occurrence from upcoming to started: enrollment then names in_the_past', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'client');
    const soon = (await pike13.front.eventOccurrences.list(WEEK_AHEAD)).find(
      (o) => Date.parse(o.start_at as string) > NOW.getTime() + HOUR,
    );
    const codes = async () =>
      (await pike13.front.eligibilities.enrollmentForEventOccurrence(soon?.id as number)).flatMap(
        (e) => e.restrictions?.map((r) => r.code) ?? [],
      );
    expect(await codes()).not.toContain('in_the_past');

    sandbox.clock.set(soon?.start_at as string);

    expect(await codes()).toContain('in_the_past');
  });

  it('sends event_occurrence.upcoming on the way, 24 hours before each start, in order', async () => {
    const sandbox = await sandboxFor();
    const changes: Change[] = [];
    sandbox.engine.changes.on((change) => changes.push(change));
    sandbox.clock.advance('2d');
    const upcoming = changes.filter((c) => c.topic === 'event_occurrence.upcoming');
    const due = sandbox.state.tables.occurrences
      .filter((o) => o.state === 'active')
      .filter(
        (o) =>
          Date.parse(o.start_at) > NOW.getTime() + DAY && Date.parse(o.start_at) <= NOW.getTime() + 3 * DAY,
      )
      .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
    expect(due.length).toBeGreaterThan(1);
    expect(upcoming.map((c) => (c.data.event_occurrences as { id: number }[])[0]?.id)).toEqual(
      due.map((o) => o.id),
    );
    const starts = upcoming.map((c) =>
      Date.parse((c.data.event_occurrences as { start_at: string }[])[0]?.start_at ?? ''),
    );
    for (const [i, change] of upcoming.entries()) {
      // At most a minute late: the scan's pace, as between requests.
      expect(change.at - ((starts[i] as number) - DAY)).toBeGreaterThanOrEqual(0);
      expect(change.at - ((starts[i] as number) - DAY)).toBeLessThanOrEqual(MINUTE);
    }
    expect(upcoming.map((c) => c.at)).toEqual([...upcoming.map((c) => c.at)].sort((a, b) => a - b));
  });

  it('resets the rate-limit windows as it moves', async () => {
    const sandbox = await sandboxFor({ rateLimit: { perToken: 2 } });
    const me = () =>
      fetch(`${sandbox.url}/api/v2/desk/people/me`, {
        headers: { authorization: `Bearer ${sandbox.tokens.staff}` },
      });
    expect([(await me()).status, (await me()).status, (await me()).status]).toEqual([200, 200, 429]);
    sandbox.clock.advance('1m');
    expect((await me()).status).toBe(200);
  });

  it('sets a later time as advance does, an earlier one without undoing anything', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const { booking } = await holdAPlace(pike13);
    expect(sandbox.clock.set('2026-03-02T13:00:00Z')).toEqual(new Date('2026-03-02T13:00:00Z'));
    expect((await pike13.desk.bookings.get(booking.id)).state).toBe('expired');

    expect(sandbox.clock.set(new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(sandbox.clock.now()).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect((await pike13.desk.bookings.get(booking.id)).state).toBe('expired');
  });

  it('refuses a bad span or date, naming it, and does not move', async () => {
    const sandbox = await sandboxFor();
    const bad: unknown[] = [
      '2 hours',
      '-1h',
      -5,
      1.5,
      Number.NaN,
      '1e3d',
      `${'9'.repeat(20)}d`,
      '36500000d',
      {},
    ];
    for (const by of bad) {
      expect(() => sandbox.clock.advance(by as '1h')).toThrow(
        /sandbox clock: cannot advance by .*'90m', '2h', '3d'/,
      );
    }
    for (const to of ['2026-12-01', 'tomorrow', '2026-12-01T09:00:00', '10000-01-01T00:00:00Z', 42]) {
      expect(() => sandbox.clock.set(to as string)).toThrow(
        /sandbox clock: cannot set to .*2026-12-01T09:00:00Z/,
      );
    }
    expect(sandbox.clock.now()).toEqual(NOW);
  });
});
