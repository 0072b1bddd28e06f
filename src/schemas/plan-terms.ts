import * as z from 'zod/mini';
import { maybe, openEnum } from './common.ts';

/** The terms of a plan: a checkbox with `terms` text, or a `document` signed at `signing_url`. */
export const PlanTerms = z.looseObject({
  id: z.number(),
  type: maybe(openEnum(['checkbox', 'document'] as const)),
  /** The text, for `checkbox` terms. */
  terms: maybe(z.string()),
  /** Where a `document` is signed; empty when the document provider was unreachable. */
  signing_url: maybe(z.string()),
});
export type PlanTerms = z.infer<typeof PlanTerms>;
