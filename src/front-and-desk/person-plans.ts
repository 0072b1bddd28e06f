import { endpoint } from '../core/endpoint.ts';
import { Plan } from '../schemas/plan.ts';
import { PersonPlanListQuery } from '../schemas/plan-input.ts';
import { sided } from './side.ts';

/** The plans of one person (front: the caller and dependents; desk: any client). */
export class PersonPlans extends sided((prefix) => ({
  /** A person's plans, a page at a time, narrowed by `filter`. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/people/:person_id/plans`,
    query: PersonPlanListQuery,
    returns: 'page',
    key: 'plans',
    schema: Plan,
  }),
})) {}
