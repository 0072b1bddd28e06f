import { describe, expect, it } from 'vitest';
import { call, NOW, sandboxFor, sdk } from './support.ts';

const DAY = 86_400_000;

describe('eligibility, waitlists and schedule rules', () => {
  it('computes full, in_the_past and plan_required from the data', async () => {
    const sandbox = await sandboxFor();
    const t = sandbox.state.tables;
    const full = t.occurrences.find((o) => o.service_id === 3 && o.start_at > NOW.toISOString());
    const past = t.occurrences.find((o) => o.service_id === 1 && o.start_at < NOW.toISOString());
    const noPlan = t.people.find(
      (p) => p.role === 'client' && !t.plans.find((plan) => plan.person_ids.includes(p.id)),
    );
    const codes = async (occurrenceId: number) => {
      const answer = await sdk(sandbox).desk.eligibilities.enrollmentForEventOccurrence(occurrenceId, {
        person_ids: [noPlan?.id as number],
      });
      return answer[0]?.restrictions?.map((r) => r.code);
    };
    expect(await codes(full?.id as number)).toEqual(['full', 'plan_required']);
    expect(await codes(past?.id as number)).toEqual(['in_the_past']);
  });

  it('waitlists a person on the full class once, then enrolls them from the waitlist', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const full = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 3 && o.start_at > NOW.toISOString(),
    );
    const body = { waitlist_entry: { person_id: 30, event_occurrence_id: full?.id } };
    const entry = await call(sandbox, 'POST', '/api/v2/desk/waitlist_entries', { token, body });
    expect(entry).toMatchObject({
      status: 201,
      body: { waitlist_entries: [{ state: 'waiting', person_id: 30 }] },
    });
    const twice = await call(sandbox, 'POST', '/api/v2/desk/waitlist_entries', { token, body });
    expect(twice).toMatchObject({ status: 422, body: { errors: ['person already waitlisted'] } });
    const id = entry.body.waitlist_entries[0].id;
    await call(sandbox, 'PUT', `/api/v2/desk/waitlist_entries/${id}`, {
      token,
      body: { waitlist_entry: { state_event: 'enroll' } },
    });
    const roster = await sdk(sandbox)
      .desk.visits.listByEventOccurrence(full?.id as number)
      .toArray();
    expect(roster.map((v) => v.person_id)).toContain(30);
  });

  it('refuses an events range over 120 days and an availability summary over 90 days', async () => {
    const sandbox = await sandboxFor();
    const from = NOW.toISOString();
    const to = new Date(NOW.getTime() + 121 * DAY).toISOString();
    const token = sandbox.tokens.staff;
    const events = await call(sandbox, 'GET', `/api/v2/desk/events?from=${from}&to=${to}`, { token });
    expect(events).toMatchObject({
      status: 422,
      body: { errors: ['to must be at most 120 days after from'] },
    });
    const path = '/api/v2/desk/appointments/5/available_slots/summary';
    expect((await call(sandbox, 'GET', `${path}?from=2026-03-02&to=2026-05-30`, { token })).status).toBe(200);
    expect((await call(sandbox, 'GET', `${path}?from=2026-03-02&to=2026-05-31`, { token })).status).toBe(422);
  });

  it('refuses occurrence filters naming a staff member that does not exist', async () => {
    const sandbox = await sandboxFor();
    const answer = await call(sandbox, 'GET', '/api/v2/desk/event_occurrences?staff_member_ids=9999', {
      token: sandbox.tokens.staff,
    });
    expect(answer).toMatchObject({ status: 422, body: { errors: ['staff_member_ids does not exist'] } });
  });

  it('hides an appointment service from clients: its slots answer 404 on front', async () => {
    const sandbox = await sandboxFor();
    const front = await call(sandbox, 'GET', '/api/v2/front/appointments/6/available_slots', {
      token: sandbox.tokens.client,
    });
    expect(front.status).toBe(404);
    const desk = await call(sandbox, 'GET', '/api/v2/desk/appointments/6/available_slots?date=2026-03-03', {
      token: sandbox.tokens.staff,
    });
    expect(desk.body.available_slots.length).toBeGreaterThan(0);
  });
});

describe('service eligibility', () => {
  it('judges an unbooked appointment time: in_the_past before now, nothing after', async () => {
    const sandbox = await sandboxFor();
    const path = (start: string) =>
      `/api/v2/desk/services/5/enrollment_eligibilities?person_ids=20&start_at=${start}`;
    const token = sandbox.tokens.staff;
    const past = await call(sandbox, 'GET', path('2026-03-01T16:00:00Z'), { token });
    expect(past.body.enrollment_eligibilities[0]).toMatchObject({
      person_id: 20,
      can_enroll: false,
      restrictions: [{ code: 'in_the_past' }],
    });
    const future = await call(sandbox, 'GET', path('2026-03-10T16:00:00Z'), { token });
    expect(future.body.enrollment_eligibilities[0]).toMatchObject({ can_enroll: true, restrictions: [] });
  });
});
