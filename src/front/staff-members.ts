import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { StaffMember } from '../schemas/staff-member.ts';

const path = '/api/v2/front/staff_members';
const staff = { public: true, key: 'staff_members', schema: StaffMember } as const;

/** Staff members as clients see them (public: works with `clientId` alone); hidden staff are left out. */
export class FrontStaffMembers extends resource({
  /** The staff members shown to clients (no search). */
  list: endpoint({ method: 'GET', effect: 'read', path, returns: 'list', ...staff }),
  /**
   * One staff member; 404 for a staff member hidden from clients.
   * @throws {NotFoundError} 404 for a staff member hidden from clients.
   */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...staff }),
}) {}
