import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { call, sandboxFor, sdk } from './support.ts';

async function completedVisit() {
  const sandbox = await sandboxFor();
  const visit = sandbox.state.tables.visits.find((v) => v.state === 'completed');
  return { sandbox, pike13: sdk(sandbox), id: visit?.id as number };
}

describe('visit state machine', () => {
  it('goes from completed to noshow only through reset', async () => {
    const { pike13, id } = await completedVisit();
    const direct = await pike13.desk.visits.update(id, { state_event: 'noshow' }).catch((e: unknown) => e);
    expect(ApiError.is(direct) && direct.status).toBe(422);
    expect((direct as ApiError).messages).toEqual(['Cannot transition state via :noshow from :completed']);
    expect(await pike13.desk.visits.update(id, { state_event: 'reset' })).toMatchObject({
      state: 'registered',
      completed_at: null,
    });
    expect(await pike13.desk.visits.update(id, { state_event: 'noshow' })).toMatchObject({
      state: 'noshowed',
    });
  });

  it('creates a reserved visit without a person, then registers it once a person is set', async () => {
    const sandbox = await sandboxFor();
    const token = sandbox.tokens.staff;
    const occurrence = sandbox.state.tables.occurrences.find(
      (o) => o.service_id === 1 && o.start_at > '2026-03-05',
    );
    const created = await call(sandbox, 'POST', '/api/v2/desk/visits', {
      token,
      body: { visit: { event_occurrence_id: occurrence?.id, state: 'reserved' } },
    });
    expect(created.body.visits[0]).toMatchObject({ state: 'reserved', person_id: null });
    const id = created.body.visits[0].id;
    const refused = await call(sandbox, 'PUT', `/api/v2/desk/visits/${id}`, {
      token,
      body: { visit: { state_event: 'register' } },
    });
    expect(refused.status).toBe(422);
    const registered = await call(sandbox, 'PUT', `/api/v2/desk/visits/${id}`, {
      token,
      body: { visit: { person_id: 20, state_event: 'register' } },
    });
    expect(registered.body.visits[0]).toMatchObject({ state: 'registered', person_id: 20 });
  });

  it('refuses a desk visit whose listed restriction fails (422) and books it without the check', async () => {
    const sandbox = await sandboxFor();
    const past = sandbox.state.tables.occurrences.find((o) => o.start_at < '2026-03-01');
    const body = { visit: { person_id: 20, event_occurrence_id: past?.id, restrictions: ['in_the_past'] } };
    const refused = await call(sandbox, 'POST', '/api/v2/desk/visits', { token: sandbox.tokens.staff, body });
    expect(refused).toMatchObject({ status: 422, body: { errors: ['This event has already started.'] } });
    const { restrictions: _, ...unchecked } = body.visit;
    const booked = await call(sandbox, 'POST', '/api/v2/desk/visits', {
      token: sandbox.tokens.staff,
      body: { visit: unchecked },
    });
    expect(booked.status).toBe(201);
  });

  it('lets a client cancel a visit outside the free cancellation window only', async () => {
    const sandbox = await sandboxFor();
    const t = sandbox.state.tables;
    const soon = t.visits.find(
      (v) =>
        v.person_id === 7 &&
        v.state === 'registered' &&
        (t.occurrences.get(v.event_occurrence_id)?.start_at ?? '') > '2026-03-04',
    );
    const pike13 = sdk(sandbox, 'client');
    await pike13.front.visits.delete(soon?.id as number);
    expect(t.visits.get(soon?.id as number)).toBeUndefined();
    const occurrence = t.occurrences.find((o) => o.service_id === 1 && o.start_at > '2026-03-02T12:00:00Z');
    const visit = await sdk(sandbox).desk.visits.create({
      person_id: 7,
      event_occurrence_id: occurrence?.id as number,
    });
    const late = await pike13.front.visits.delete(visit.id).catch((e: unknown) => e);
    expect(ApiError.is(late) && late.status).toBe(422);
  });

  it('lists a person visits ascending by start, and from/to must come together', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const visits = await pike13.desk.visits.listByPerson(7).toArray();
    const starts = visits.map((v) => v.event_occurrence?.start_at as string);
    expect(starts).toEqual([...starts].sort());
    const alone = await call(sandbox, 'GET', '/api/v2/desk/people/7/visits?from=2026-01-01T00:00:00Z', {
      token: sandbox.tokens.staff,
    });
    expect(alone.status).toBe(422);
  });
});
