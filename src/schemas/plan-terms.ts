import * as z from 'zod/mini';
import { maybe, maybeString, openEnum } from './common.ts';

const planTermsShape = {
  id: z.number(),
  type: maybe(openEnum(['checkbox', 'document'] as const)),
  /** The text, for `checkbox` terms. */
  terms: maybeString,
  /** Where a `document` is signed; empty when the document provider was unreachable. */
  signing_url: maybeString,
};
/** The terms of a plan: a checkbox with `terms` text, or a `document` signed at `signing_url`. */
export interface PlanTerms extends z.output<z.ZodMiniObject<typeof planTermsShape, z.core.$loose>> {}
/** The terms of a plan: a checkbox with `terms` text, or a `document` signed at `signing_url`. */
export const PlanTerms: z.ZodMiniType<PlanTerms> = z.looseObject(planTermsShape);
