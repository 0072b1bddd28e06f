import { isTopic, TOPICS, type Topic } from '../../webhooks/topics.ts';
import type { Change, ChangeData } from '../changes.ts';
import { HttpError, json } from '../http.ts';
import type { State } from '../state.ts';
import { check, isRecord, onlyKnown } from './control-input.ts';
import type { ControlContext, ControlRoute, CoreAnswer } from './control-route.ts';
import { bookAppointment } from './trigger-bookings.ts';
import { type Cause, noData, none, type Planner } from './trigger-planner.ts';
import {
  cancelPlan,
  createInvoice,
  endPlan,
  issuePlan,
  issuePunchcard,
  payInvoice,
  punchVisit,
  updateInvoice,
  voidPayment,
} from './trigger-sales.ts';

/** Options of a trigger: the record to change (a default one when absent) and fields of the change. */
export interface TriggerOptions {
  /** The record to change (the person of `person.updated`, the visit of `visit.updated`, …). */
  id?: number;
  /** Fields of the change (`{ state: 'completed' }` of a visit, `{ email: … }` of a person). */
  data?: Record<string, unknown>;
}

/** What a trigger caused. */
export interface TriggerResult {
  topic: Topic;
  /** The notification's `data` of the topic's change (`{ visits: [visit], previous }`). */
  data: ChangeData;
  /** Every change the trigger caused, in order (a completed visit also updates its occurrence…). */
  changes: { topic: Topic; data: ChangeData }[];
}

/** Visit states as `data.state` names them, and the Core API's `state_event` that reaches each. */
const VISIT_EVENTS: Record<string, string> = {
  registered: 'register',
  completed: 'complete',
  noshowed: 'noshow',
  noshow: 'noshow',
  late_canceled: 'late_cancel',
};

const createPerson: Planner = (state, _now, _id, data) => {
  const n = state.tables.people.size + state.tables.deletedPeople.size + 1;
  const person = {
    first_name: 'Triggered',
    last_name: `Person ${n}`,
    email: `triggered${n}@example.com`,
    ...data,
  };
  return { method: 'POST', path: '/api/v2/desk/people', body: { person } };
};

const updatePerson: Planner = (state, now, id, data) => {
  const person = id ?? firstClient(state);
  const phone = `555-${String(now % 10_000).padStart(4, '0')}`;
  const changes =
    Object.keys(data).length > 0
      ? data
      : { phone: state.tables.people.get(person)?.phone === phone ? `${phone}1` : phone };
  return { method: 'PUT', path: `/api/v2/desk/people/${person}`, body: { person: changes } };
};

const deletePerson: Planner = (state, _now, id, data) => {
  noData('person.deleted', data);
  return { method: 'DELETE', path: `/api/v2/desk/people/${id ?? idlePerson(state)}` };
};

const createVisit: Planner = (state, now, id, data) => {
  onlyKnown(data, ['person_id', 'event_occurrence_id', 'state'], 'visit data');
  const occurrence = (data.event_occurrence_id as number | undefined) ?? id ?? upcomingOccurrence(state, now);
  const person = (data.person_id as number | undefined) ?? clientNotOn(state, occurrence);
  const visit = {
    event_occurrence_id: occurrence,
    person_id: person,
    ...(data.state ? { state: data.state } : {}),
  };
  return { method: 'POST', path: '/api/v2/desk/visits', body: { visit } };
};

const updateVisit: Planner = (state, now, id, data) => {
  onlyKnown(data, ['state', 'person_id'], 'visit.updated data');
  const visitId = id ?? pastRegisteredVisit(state, now);
  const visit = state.tables.visits.get(visitId);
  const wanted =
    data.state === undefined
      ? visit?.state === 'registered'
        ? 'completed'
        : 'registered'
      : String(data.state);
  const event = wanted === 'registered' && visit?.state !== 'reserved' ? 'reset' : VISIT_EVENTS[wanted];
  check(
    event !== undefined,
    `visit.updated: data.state must be one of ${Object.keys(VISIT_EVENTS).join(', ')}`,
  );
  const changes = {
    ...(data.person_id === undefined ? {} : { person_id: data.person_id }),
    ...(data.state === undefined && data.person_id !== undefined ? {} : { state_event: event }),
  };
  return { method: 'PUT', path: `/api/v2/desk/visits/${visitId}`, body: { visit: changes } };
};

const deleteVisit: Planner = (state, now, id, data) => {
  noData('visit.deleted', data);
  return { method: 'DELETE', path: `/api/v2/desk/visits/${id ?? upcomingVisit(state, now)}` };
};

/** The topics a trigger causes, each through the Core API route that causes it in the service. */
const PLANNERS: Partial<Record<Topic, Planner>> = {
  'person.created': createPerson,
  'person.updated': updatePerson,
  'person.deleted': deletePerson,
  'visit.created': createVisit,
  'visit.new': createVisit,
  'visit.updated': updateVisit,
  'visit.deleted': deleteVisit,
  // A visit booked into an occurrence changes its visits_count: the occurrence's own update.
  'event_occurrence.updated': (state, now, id, data) =>
    createVisit(state, now, undefined, { ...data, event_occurrence_id: id ?? data.event_occurrence_id }),
  'event_occurrence.created': bookAppointment,
  'invoice.created': createInvoice,
  'invoice.new': createInvoice,
  'invoice.updated': updateInvoice,
  'person_plan.created': issuePlan,
  'punchcard.started': issuePunchcard,
  'punchcard.updated': punchVisit,
  'plan.updated': endPlan,
  'plan.ended': cancelPlan,
  'transaction.created': payInvoice,
  'transaction.updated': voidPayment,
};

/** Why a topic no trigger causes cannot be caused, and what causes it instead. */
const REASONS: Partial<Record<Topic, string>> = {
  'event_occurrence.upcoming': 'it happens as an occurrence comes near: advance the sandbox clock',
  'person_plan.updated':
    "no route of the sandbox changes a person plan's person, deactivated_at or exhausted_at",
  'plan_hold.created': 'the Core API has no route that holds a plan',
  'plan_hold.updated': 'the Core API has no route that changes a plan hold',
  'plan_hold.deleted': 'the Core API has no route that removes a plan hold',
  'punchcard.deleted': 'the Core API has no route that deletes a punchcard',
  'event_occurrence.staff_member_updated': "the Core API has no route that changes an occurrence's staff",
};

/** `POST /_sandbox/triggers {topic, id?, data?}`: a real change of the state, and the webhooks it causes. */
export function triggerRoutes(): ControlRoute[] {
  return [{ method: 'POST', path: '/_sandbox/triggers', handle: trigger }];
}

async function trigger(ctx: ControlContext): Promise<Response> {
  const { topic, id, data } = checkedTrigger(ctx.body);
  const planner = PLANNERS[topic] ?? uncausable(topic);
  ctx.scope();
  const cause = planner(ctx.state, ctx.now, id, data ?? {});
  const changes: Change[] = [];
  const off = ctx.changes.on((change) => changes.push(change));
  const call = (step: Cause) => ctx.core(step.method, step.path, step.body);
  let answer: CoreAnswer;
  try {
    answer = typeof cause === 'function' ? await cause(call) : await call(cause);
  } finally {
    off();
  }
  const caused = changes.find((change) => change.topic === topic);
  if (caused === undefined) {
    throw new HttpError(422, {
      error: `${topic} did not happen: ${why(answer)}`,
      status: answer.status,
      answer: answer.body,
    });
  }
  return json(
    { topic, data: caused.data, changes: changes.map(({ topic, data }) => ({ topic, data })) },
    201,
  );
}

/** The trigger's input, checked: a known topic, a positive id, an object of data. */
export function checkedTrigger(input: unknown): {
  topic: Topic;
  id?: number;
  data?: Record<string, unknown>;
} {
  check(isRecord(input), 'trigger: give an object { topic, id?, data? }');
  onlyKnown(input, ['topic', 'id', 'data'], 'trigger');
  const { topic, id, data } = input;
  check(
    typeof topic === 'string' && topic !== '',
    'trigger: topic is required (visit.updated, person.updated, …)',
  );
  check(isTopic(topic), `trigger: ${JSON.stringify(topic)} is not a webhook topic (${TOPICS.join(', ')})`);
  check(
    id === undefined || (Number.isSafeInteger(id) && (id as number) > 0),
    'trigger: id must be a positive whole number',
  );
  check(data === undefined || isRecord(data), 'trigger: data must be an object of fields');
  return {
    topic: topic as Topic,
    ...(id === undefined ? {} : { id: id as number }),
    ...(data === undefined ? {} : { data }),
  };
}

function uncausable(topic: Topic): never {
  const reason = REASONS[topic] ?? 'the sandbox has no route that causes it (the spec documents none)';
  throw new HttpError(422, { error: `${topic} cannot be triggered: ${reason}` });
}

/** The Core route's own words for why the change did not happen. */
function why(answer: { status: number; body: unknown }): string {
  const body = answer.body as { error?: unknown; errors?: unknown } | undefined;
  if (typeof body?.error === 'string') return body.error;
  if (Array.isArray(body?.errors)) return body.errors.join('; ');
  return answer.status < 300 ? 'the data changed nothing' : `the Core API answered ${answer.status}`;
}

function firstClient(state: State): number {
  return state.tables.people.find((p) => p.role === 'client')?.id ?? none('a client');
}

/** The newest client with no visit, plan or invoice: one the service lets be deleted. */
function idlePerson(state: State): number {
  const busy = new Set<number>();
  for (const visit of state.tables.visits.all()) if (visit.person_id !== null) busy.add(visit.person_id);
  for (const invoice of state.tables.invoices.all()) busy.add(invoice.person_id);
  for (const plan of state.tables.plans.all()) for (const id of plan.person_ids) busy.add(id);
  const idle = state.tables.people.filter((p) => p.role === 'client' && !busy.has(p.id)).at(-1);
  return idle?.id ?? none('a client with no visit, plan or invoice (give an id)');
}

function upcomingOccurrence(state: State, now: number): number {
  const next = state.tables.occurrences
    .filter((o) => Date.parse(o.start_at) > now)
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))[0];
  return next?.id ?? none('an upcoming event occurrence');
}

function clientNotOn(state: State, occurrenceId: number): number {
  const on = new Set(
    state.tables.visits.filter((v) => v.event_occurrence_id === occurrenceId).map((v) => v.person_id),
  );
  return (
    state.tables.people.find((p) => p.role === 'client' && !on.has(p.id))?.id ??
    none('a client not yet on it')
  );
}

/** The registered visit whose occurrence began last before now: the one a desk would mark completed. */
function pastRegisteredVisit(state: State, now: number): number {
  return latest(state, (start) => start <= now) ?? latest(state, () => true) ?? none('a registered visit');
}

function upcomingVisit(state: State, now: number): number {
  return latest(state, (start) => start > now) ?? none('an upcoming registered visit');
}

function latest(state: State, when: (start: number) => boolean): number | undefined {
  let best: { id: number; start: number } | undefined;
  for (const visit of state.tables.visits.all()) {
    if (visit.state !== 'registered') continue;
    const start = Date.parse(state.tables.occurrences.get(visit.event_occurrence_id)?.start_at ?? '');
    if (Number.isNaN(start) || !when(start)) continue;
    if (best === undefined || start > best.start) best = { id: visit.id, start };
  }
  return best?.id;
}
