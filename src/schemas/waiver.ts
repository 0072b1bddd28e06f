import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, openEnum } from './common.ts';

const waiverShape = {
  id: z.number(),
  name: maybeString,
  type: maybe(openEnum(['Waiver', 'GuardianWaiver'] as const)),
  /** The person who signs. */
  signer_id: maybeNumber,
  /** Where the waiver is signed. */
  signing_url: maybeString,
  accepted: maybeBoolean,
};
/** A waiver a person signs, or a guardian signs for them. */
export interface Waiver extends z.output<z.ZodMiniObject<typeof waiverShape, z.core.$loose>> {}
/** A waiver a person signs, or a guardian signs for them. */
export const Waiver: z.ZodMiniType<Waiver> = z.looseObject(waiverShape);
