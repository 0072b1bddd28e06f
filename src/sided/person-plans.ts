import * as z from 'zod/mini';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import * as p from '../core/params.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Plan } from '../schemas/plan.ts';
import { bothSides, SidedResource } from './side.ts';

/**
 * Filters of a person's plans: `active` (current, visits left), `active_with_upcoming` (active or not
 * started), `current` (dates include today), `inactive` (not current or no visits left), `upcoming`
 * (visits left, not started), `usable` (active and not on hold).
 */
const PERSON_PLAN_FILTERS = [
  'active',
  'active_with_upcoming',
  'current',
  'inactive',
  'upcoming',
  'usable',
] as const;
/** The `filter` values of a person's plan list. */
export type PersonPlanFilter = (typeof PERSON_PLAN_FILTERS)[number];

const listQueryShape = {
  ...p.pagination,
  /** Include each plan's holds. */
  include_holds: z.optional(z.boolean()),
  /** Which plans: active, active_with_upcoming, current, inactive, upcoming or usable. */
  filter: z.optional(z.enum(PERSON_PLAN_FILTERS)),
};
const ListQuery: z.ZodMiniObject<typeof listQueryShape, z.core.$strict> = z.strictObject(listQueryShape);
/** Params of `personPlans.list()`. */
export interface PersonPlanListParams extends z.input<typeof ListQuery> {}

const list = bothSides((prefix) =>
  endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/people/:person_id/plans`,
    query: ListQuery,
    returns: 'page',
    key: 'plans',
    schema: Plan,
  }),
);

/** The plans of one person (front: the caller and dependents; desk: any client). */
export class PersonPlans extends SidedResource {
  protected readonly endpointTable: EndpointTable = { list: list[this.side] };

  /** A person's plans, a page at a time, narrowed by `filter`. */
  list(personId: number, params?: PersonPlanListParams, options?: RequestOptions) {
    return this.core.paginate(list[this.side], { path: { person_id: personId }, query: params }, options);
  }
}
