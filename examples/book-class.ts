// Book a group class as a client, end to end: find a class with room this week, check the client may
// enroll, book it, and see the visit and the place taken.
// Runs against the sandbox (an in-memory Pike13 on loopback); in real use, pass `subdomain` and the
// client's own token (OAuth).
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const sandbox = await createSandbox();
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.client });

const me = await pike13.front.people.me();
const from = new Date();
const to = new Date(from.getTime() + 7 * 86_400_000);
const week = await pike13.front.eventOccurrences.list({ from, to });
const open = week.find((o) => (o.capacity_remaining ?? 0) > 0 && !o.people?.some((p) => p.id === me.id));
if (!open) throw new Error('no class with room this week');
console.log(`${open.name} at ${open.start_at}: ${open.capacity_remaining} places left`);

const eligibility = await pike13.front.eligibilities.enrollmentForEventOccurrence(open.id);
const blocked = eligibility.find((e) => e.person_id === me.id)?.restrictions ?? [];
if (blocked.length > 0)
  throw new Error(`${me.name} may not enroll: ${blocked.map((r) => r.code).join(', ')}`);

const booking = await pike13.front.bookings.create({
  leases: [{ event_occurrence_id: open.id, person: { id: me.id } }],
  complete_booking: true,
});
const visit = await pike13.front.visits.get(booking.leases?.[0]?.visit_id as number);
const after = await pike13.front.eventOccurrences.get(open.id);
console.log(`booking ${booking.id}: ${booking.state}; visit ${visit.id} ${visit.state}`);
console.log(`places left: ${after.capacity_remaining}`);
if (after.capacity_remaining !== (open.capacity_remaining as number) - 1)
  throw new Error('the place was not taken');

await sandbox.close();
