import type { Fields } from '../body.ts';
import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, forbidden, invalid, notFound, one, type Problem, paged, problem } from '../http.ts';
import { listParam } from '../list-values.ts';
import { invoiceMoneyIn } from '../rules/invoice-money.ts';
import { personRow } from '../seed/people.ts';
import type { PersonRow, State } from '../state.ts';
import { currentMembership, personView } from '../views/people.ts';
import { idArray, personChanges } from './people-input.ts';
import { flag, found, idParam, input, timeParam, today } from './support.ts';

const DESK_PEOPLE_PAGE = 25;

/** People: desk CRUD and search, front self and dependents. */
export const peopleRoutes: Route[] = [
  {
    serves: 'desk.people.list',
    method: 'GET',
    path: '/api/v2/desk/people',
    access: 'desk',
    handle: listPeople,
  },
  {
    serves: 'desk.people.search',
    method: 'GET',
    path: '/api/v2/desk/people/search',
    access: 'desk',
    handle: searchPeople,
  },
  {
    serves: 'desk.people.me',
    method: 'GET',
    path: '/api/v2/desk/people/me',
    access: 'desk',
    handle: (ctx) => showPerson(ctx, caller(ctx)),
  },
  {
    serves: 'desk.people.get',
    method: 'GET',
    path: '/api/v2/desk/people/:id',
    access: 'desk',
    handle: (ctx) => showPerson(ctx, personOf(ctx)),
  },
  {
    serves: 'desk.people.create',
    method: 'POST',
    path: '/api/v2/desk/people',
    access: 'desk',
    handle: createPerson,
  },
  {
    serves: 'desk.people.update',
    method: 'PUT',
    path: '/api/v2/desk/people/:id',
    access: 'desk',
    handle: updatePerson,
  },
  {
    serves: 'desk.people.delete',
    method: 'DELETE',
    path: '/api/v2/desk/people/:id',
    access: 'desk',
    handle: deletePerson,
  },
  {
    serves: 'front.people.me',
    method: 'GET',
    path: '/api/v2/front/people/me',
    access: 'front',
    handle: (ctx) => showPerson(ctx, caller(ctx)),
  },
  {
    serves: 'front.people.get',
    method: 'GET',
    path: '/api/v2/front/people/:id',
    access: 'front',
    handle: (ctx) => showPerson(ctx, ownPerson(ctx, idParam(ctx))),
  },
];

function caller(ctx: Context): PersonRow {
  return ctx.caller.person ?? notFound();
}

function personOf(ctx: Context, name = 'id'): PersonRow {
  return found(ctx.state.tables.people, idParam(ctx, name));
}

/** Front: the caller or one of the caller's dependents; anyone else is 404. */
export function ownPerson(ctx: Context, id: number): PersonRow {
  const me = caller(ctx);
  if (id === me.id || me.dependent_ids.includes(id)) return found(ctx.state.tables.people, id);
  return notFound();
}

function showPerson(ctx: Context, person: PersonRow): Response {
  return one('people', personView(ctx.state, person, today(ctx)));
}

function listPeople(ctx: Context): Response {
  const query = ctx.url.searchParams;
  const created = timeParam(ctx, 'created_since');
  const updated = timeParam(ctx, 'updated_since');
  const member = query.get('is_member');
  const day = today(ctx);
  const people = ctx.state.tables.people.filter(
    (p) =>
      p.role === 'client' &&
      (created === undefined || Date.parse(p.created_at) >= created) &&
      (updated === undefined || Date.parse(p.updated_at) >= updated) &&
      (member === null || flag(member) === (currentMembership(ctx.state, p, day) !== undefined)),
  );
  people.sort(sorter(query.get('sort') ?? 'id'));
  return paged(ctx.url, 'people', people, listedPerson(ctx), DESK_PEOPLE_PAGE);
}

/**
 * A person of the desk list: providers and dependents only with `include_relationships`; the balance
 * and the last note's time with `include_balances` and `include_last_note_timestamp`.
 */
function listedPerson(ctx: Context): (person: PersonRow) => Record<string, unknown> {
  const query = ctx.url.searchParams;
  const relationships = flag(query.get('include_relationships'));
  const balances = flag(query.get('include_balances'));
  const notes = flag(query.get('include_last_note_timestamp'));
  const day = today(ctx);
  return (person) => {
    const { dependents, providers, ...view } = personView(ctx.state, person, day);
    const listed: Record<string, unknown> = relationships ? { ...view, dependents, providers } : view;
    if (balances) listed.balance_cents = balanceOf(ctx, person);
    if (notes) listed.last_note_at = lastNoteAt(ctx, person);
    return listed;
  };
}

function balanceOf(ctx: Context, person: PersonRow): number {
  const open = ctx.state.tables.invoices.filter((i) => i.person_id === person.id && i.state === 'open');
  return open.reduce((sum, invoice) => sum + invoiceMoneyIn(ctx.state, invoice).outstanding, 0);
}

function lastNoteAt(ctx: Context, person: PersonRow): string | null {
  const times = ctx.state.tables.notes.filter((n) => n.person_id === person.id).map((n) => n.created_at);
  return times.sort().at(-1) ?? null;
}

function sorter(sort: string): (a: PersonRow, b: PersonRow) => number {
  const keys = sort.split(',').map((key) => {
    const descending = key.trim().startsWith('-');
    const name = key.trim().replace(/^[-+]/, '');
    if (!['id', 'created_at', 'updated_at'].includes(name)) invalid(problem('inclusion', 'Sort'));
    return { name: name as 'id' | 'created_at' | 'updated_at', sign: descending ? -1 : 1 };
  });
  return (a, b) => {
    for (const { name, sign } of keys) {
      const order = a[name] < b[name] ? -1 : a[name] > b[name] ? 1 : 0;
      if (order !== 0) return order * sign;
    }
    return 0;
  };
}

const SEARCH_FIELDS = ['name', 'email', 'phone', 'barcodes'] as const;

function searchPeople(ctx: Context): Response {
  const q = (ctx.url.searchParams.get('q') ?? '').trim().toLowerCase();
  if (q === '') invalid(problem('blank', 'q'));
  const listed = listParam(ctx.url, 'fields');
  const fields = (listed ?? SEARCH_FIELDS).map((f) => f.trim());
  const namePart = q.includes('@') && listed === undefined ? (q.split('@')[0] ?? q) : q;
  const digits = /^[\d\s()+-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  const results = ctx.state.tables.people
    .filter((p) => p.role === 'client')
    .map((person) => ({ person, score: score(person, fields, namePart, q, digits) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.person.id - b.person.id);
  const day = today(ctx);
  return paged(ctx.url, 'results', results, (r) => ({
    score: r.score,
    person: personView(ctx.state, r.person, day),
  }));
}

function score(person: PersonRow, fields: string[], name: string, q: string, digits: string): number {
  let total = 0;
  const full = `${person.first_name} ${person.last_name}`.toLowerCase();
  if (fields.includes('name') && name && full.includes(name)) total += full === name ? 2 : 1.39;
  if (fields.includes('email') && person.email?.toLowerCase().includes(q)) total += 1;
  if (fields.includes('phone') && digits && (person.phone ?? '').replace(/\D/g, '') === digits) total += 1.5;
  return total;
}

function createPerson(ctx: Context): Response {
  const fields = input(ctx, 'person');
  const changes = personChanges(ctx, fields, true);
  const dependents = dependentInputs(ctx, fields);
  const person = registerPerson(ctx, changes);
  for (const dependentChanges of dependents) {
    const dependent = registerPerson(ctx, { ...dependentChanges, provider_ids: [person.id] });
    person.dependent_ids.push(dependent.id);
  }
  return one('people', personView(ctx.state, person, today(ctx)), 201);
}

function dependentInputs(ctx: Context, fields: Fields): Partial<PersonRow>[] {
  if (!('dependents' in fields)) return [];
  if (!Array.isArray(fields.dependents)) return invalid(problem('invalid', 'Dependents'));
  return fields.dependents.map((item: unknown) =>
    typeof item === 'object' && item !== null
      ? personChanges(ctx, item as Fields, true)
      : invalid(problem('invalid', 'Dependents')),
  );
}

/** Adds a client with the checked `changes` and announces `person.created`. */
export function registerPerson(ctx: Context, changes: Partial<PersonRow>): PersonRow {
  const joined = changes.joined_at ? Date.parse(changes.joined_at) : ctx.now;
  const base = personRow(
    ctx.state,
    {
      first_name: changes.first_name ?? '',
      last_name: changes.last_name ?? '',
      role: 'client',
      email: null,
      location_id: ctx.state.tables.locations.all()[0]?.id ?? null,
      joined_at: joined,
    },
    ctx.now,
  );
  const person = ctx.state.tables.people.insert({
    ...base,
    ...changes,
    joined_at: iso(joined),
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  ctx.changes.emit('person.created', { people: [personView(ctx.state, person, today(ctx))] });
  return person;
}

const NOTIFIED_FIELDS = [
  'pronoun',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'birthdate',
  'guardian_name',
  'guardian_email',
  'joined_at',
  'street_address',
  'city',
  'state_code',
  'postal_code',
  'custom_fields',
] as const;

function updatePerson(ctx: Context): Response {
  const person = personOf(ctx);
  const fields = input(ctx, 'person');
  const changes = personChanges(ctx, fields, false);
  const dependentIds = idArray(ctx, fields, 'dependent_ids', 'Dependents');
  const providerIds = idArray(ctx, fields, 'provider_ids', 'Providers');
  const day = today(ctx);
  const before = personView(ctx.state, person, day);
  Object.assign(person, changes);
  if (dependentIds) setDependents(ctx.state, person, dependentIds);
  if (providerIds) setProvider(ctx.state, person, providerIds.slice(-1));
  const after = personView(ctx.state, person, day);
  const previous = changedFields(before, after);
  if (Object.keys(previous).length > 0) {
    person.updated_at = iso(ctx.now);
    ctx.changes.emit('person.updated', { people: [personView(ctx.state, person, day)], previous });
  }
  return one('people', personView(ctx.state, person, day));
}

function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const name of NOTIFIED_FIELDS) {
    if (JSON.stringify(before[name]) !== JSON.stringify(after[name])) previous[name] = before[name];
  }
  return previous;
}

function setDependents(state: State, person: PersonRow, ids: number[]): void {
  for (const id of person.dependent_ids) {
    const old = state.tables.people.get(id);
    if (old && !ids.includes(id)) old.provider_ids = old.provider_ids.filter((p) => p !== person.id);
  }
  for (const id of ids) {
    const dependent = state.tables.people.get(id);
    if (dependent && !dependent.provider_ids.includes(person.id)) dependent.provider_ids.push(person.id);
  }
  person.dependent_ids = ids.filter((id) => id !== person.id);
}

function setProvider(state: State, person: PersonRow, ids: number[]): void {
  for (const id of person.provider_ids) {
    const old = state.tables.people.get(id);
    if (old) old.dependent_ids = old.dependent_ids.filter((d) => d !== person.id);
  }
  person.provider_ids = ids.filter((id) => id !== person.id);
  for (const id of person.provider_ids) state.tables.people.get(id)?.dependent_ids.push(person.id);
}

function deletePerson(ctx: Context): Response {
  const person = personOf(ctx);
  if (person.id === ctx.caller.person?.id) forbidden();
  const problems = deletionProblems(ctx, person);
  if (problems.length > 0) invalid(...problems);
  const view = personView(ctx.state, person, today(ctx));
  setProvider(ctx.state, person, []);
  setDependents(ctx.state, person, []);
  ctx.state.tables.people.delete(person.id);
  ctx.state.tables.deletedPeople.put(person);
  ctx.changes.emit('person.deleted', { people: [{ ...view, deleted_at: iso(ctx.now) }] });
  return deleted();
}

function deletionProblems(ctx: Context, person: PersonRow): Problem[] {
  const t = ctx.state.tables;
  const day = today(ctx);
  const problems: Problem[] = [];
  if (t.invoices.find((i) => i.person_id === person.id && i.state === 'open'))
    problems.push(problem('open_invoices'));
  const future = t.visits.find((v) => {
    if (v.person_id !== person.id || v.state === 'late_canceled') return false;
    const occurrence = t.occurrences.get(v.event_occurrence_id);
    return occurrence !== undefined && Date.parse(occurrence.start_at) > ctx.now;
  });
  if (future) problems.push(problem('future_visits'));
  const active = t.plans.find(
    (p) =>
      p.person_ids.includes(person.id) &&
      p.canceled_at === null &&
      (p.end_date === null || p.end_date >= day),
  );
  if (active) problems.push(problem('active_plans'));
  return problems;
}
