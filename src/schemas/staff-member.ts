import * as z from 'zod/mini';
import { maybe, openEnum } from './common.ts';

/** A staff member of the business. */
export const StaffMember = z.looseObject({
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
});
export type StaffMember = z.infer<typeof StaffMember>;
