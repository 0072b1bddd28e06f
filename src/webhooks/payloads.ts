import type * as z from 'zod/mini';
import { EventOccurrence } from '../schemas/event-occurrence.ts';
import { Invoice } from '../schemas/invoice.ts';
import { Person } from '../schemas/person.ts';
import { PersonPlan, Plan, PlanHold, Punchcard } from '../schemas/plan.ts';
import { Transaction } from '../schemas/transaction.ts';
import { Visit } from '../schemas/visit.ts';
import type { ResourceKeyOf, Topic } from './topics.ts';

/** The schema of the resources under each key of `data`: the shared ones of the Core API. */
export const RESOURCE_SCHEMAS = {
  people: Person,
  event_occurrences: EventOccurrence,
  invoices: Invoice,
  person_plans: PersonPlan,
  plans: Plan,
  plan_holds: PlanHold,
  punchcards: Punchcard,
  transactions: Transaction,
  visits: Visit,
} as const;

/** A key of `data` that holds the resources of a notification. */
export type ResourceKey = keyof typeof RESOURCE_SCHEMAS;

/** The resource a notification of topic `T` is about (a `Visit` for `visit.new`). */
export type TopicResource<T extends Topic> = z.infer<(typeof RESOURCE_SCHEMAS)[ResourceKeyOf<T>]>;
