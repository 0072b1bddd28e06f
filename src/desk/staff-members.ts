import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { StaffMember } from '../schemas/staff-member.ts';

const path = '/api/v2/desk/staff_members';
const staff = { key: 'staff_members', schema: StaffMember } as const;

/** The current staff of the business. */
export class DeskStaffMembers extends resource({
  /** Every current staff member. */
  list: endpoint({ method: 'GET', effect: 'read', path, returns: 'list', ...staff }),
  /** One staff member. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...staff }),
  /** The staff member the token belongs to. */
  me: endpoint({ method: 'GET', effect: 'read', path: `${path}/me`, returns: 'one', ...staff }),
}) {}
