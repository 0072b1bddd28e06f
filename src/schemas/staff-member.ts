import * as z from 'zod/mini';
import { maybe, openEnum } from './common.ts';

const staffMemberShape = {
  id: z.number(),
  name: maybe(z.string()),
  first_name: maybe(z.string()),
  middle_name: maybe(z.string()),
  last_name: maybe(z.string()),
  phone: maybe(z.string()),
  email: maybe(z.string()),
  /** Seen: `owner`, `manager`, `staff_member`. */
  role: maybe(openEnum(['owner', 'manager', 'staff_member'] as const)),
  bio: maybe(z.string()),
  /** Photo URLs by size (`x50`, `x100`, …). */
  profile_photo: maybe(z.record(z.string(), z.string())),
};
/** A staff member of the business. */
export interface StaffMember extends z.output<z.ZodMiniObject<typeof staffMemberShape, z.core.$loose>> {}
/** A staff member of the business. */
export const StaffMember: z.ZodMiniType<StaffMember> = z.looseObject(staffMemberShape);
