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
const waiverObject: z.ZodMiniObject<typeof waiverShape, z.core.$loose> = z.looseObject(waiverShape);
/** A waiver a person signs, or a guardian signs for them. */
export interface Waiver extends z.output<typeof waiverObject> {}
/** A waiver a person signs, or a guardian signs for them. */
export const Waiver: z.ZodMiniType<Waiver> = waiverObject;
