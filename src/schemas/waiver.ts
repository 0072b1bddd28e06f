import * as z from 'zod/mini';
import { maybe, openEnum } from './common.ts';

const waiverShape = {
  id: z.number(),
  name: maybe(z.string()),
  type: maybe(openEnum(['Waiver', 'GuardianWaiver'] as const)),
  /** The person who signs. */
  signer_id: maybe(z.number()),
  /** Where the waiver is signed. */
  signing_url: maybe(z.string()),
  accepted: maybe(z.boolean()),
};
/** A waiver a person signs, or a guardian signs for them. */
export interface Waiver extends z.output<z.ZodMiniObject<typeof waiverShape, z.core.$loose>> {}
/** A waiver a person signs, or a guardian signs for them. */
export const Waiver: z.ZodMiniType<Waiver> = z.looseObject(waiverShape);
