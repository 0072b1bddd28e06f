import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Plan } from '../schemas/plan.ts';
import { type PersonPlanListParams, PersonPlanListQuery } from '../schemas/plan-input.ts';
import { bothSides, SidedResource } from './side.ts';

const list = bothSides((prefix) =>
  endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/people/:person_id/plans`,
    query: PersonPlanListQuery,
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
