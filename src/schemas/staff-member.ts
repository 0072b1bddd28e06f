import * as z from 'zod/mini';
import { maybe, maybeString, openEnum } from './common.ts';

const staffMemberShape = {
  id: z.number(),
  name: maybeString,
  first_name: maybeString,
  middle_name: maybeString,
  last_name: maybeString,
  phone: maybeString,
  email: maybeString,
  /** Seen: `owner`, `manager`, `staff_member`. */
  role: maybe(openEnum(['owner', 'manager', 'staff_member'] as const)),
  bio: maybeString,
  /** Photo URLs by size (`x50`, `x100`, …). */
  profile_photo: maybe(z.record(z.string(), z.string())),
};
/** A staff member of the business. */
export interface StaffMember extends z.output<z.ZodMiniObject<typeof staffMemberShape, z.core.$loose>> {}
/** A staff member of the business. */
export const StaffMember: z.ZodMiniType<StaffMember> = z.looseObject(staffMemberShape);
