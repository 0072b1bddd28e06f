import { expect, it, onTestFinished } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { createSandbox } from '../../src/sandbox/index.ts';

// The "Testing your integration" example of the README, as written there.
it('books a class (README example)', async () => {
  const sandbox = await createSandbox({ seed: 1, now: new Date('2026-03-02T12:00:00Z'), rateLimit: false });
  onTestFinished(() => sandbox.close());
  const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.client });
  const [occurrence] = await pike13.front.eventOccurrences.list({
    from: '2026-03-03T00:00:00Z',
    to: '2026-03-04T00:00:00Z',
  });
  const booking = await pike13.front.bookings.create({
    leases: [{ event_occurrence_id: occurrence?.id as number, person: { id: 7 } }],
    complete_booking: true,
  });
  expect(sandbox.state.tables.visits.get(booking.leases?.[0]?.visit_id as number)?.state).toBe('registered');
});
