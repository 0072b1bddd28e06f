import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { StaffMember } from '../schemas/staff-member.ts';

const path = '/api/v2/front/staff_members';
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path,
  public: true,
  returns: 'list',
  key: 'staff_members',
  schema: StaffMember,
});
const get = endpoint({ ...list, effect: 'read', path: `${path}/:id`, returns: 'one' });

/** Staff members as clients see them (public: works with `clientId` alone); hidden staff are left out. */
export class FrontStaffMembers extends Resource {
  protected readonly endpointTable: EndpointTable = { list, get };

  /** The staff members shown to clients (no search). */
  list(options?: RequestOptions) {
    return this.core.call(list, {}, options);
  }

  /**
   * One staff member; 404 for a staff member hidden from clients.
   * @throws {NotFoundError} 404 for a staff member hidden from clients.
   */
  get(id: number, options?: RequestOptions) {
    return this.core.call(get, { path: { id } }, options);
  }
}
