import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { StaffMember } from '../schemas/staff-member.ts';

const path = '/api/v2/desk/staff_members';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  returns: 'list',
  key: 'staff_members',
  schema: StaffMember,
});
const get = endpoint({ ...list, effect: 'read', path: `${path}/:id`, returns: 'one' });
const me = endpoint({ ...get, effect: 'read', path: `${path}/me` });

/** The current staff of the business. */
export class DeskStaffMembers extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get, me };

  /** Every current staff member. */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /** One staff member. */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }

  /** The staff member the token belongs to. */
  me(options?: RequestOptions) {
    return this.core.call(me, {}, options);
  }
}
