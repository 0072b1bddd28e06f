import * as z from 'zod/mini';
import { maybe, openEnum } from './common.ts';

/** A waiver a person signs, or a guardian signs for them. */
export const Waiver = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  type: maybe(openEnum(['Waiver', 'GuardianWaiver'] as const)),
  /** The person who signs. */
  signer_id: maybe(z.number()),
  /** Where the waiver is signed. */
  signing_url: maybe(z.string()),
  accepted: maybe(z.boolean()),
});
export type Waiver = z.infer<typeof Waiver>;
