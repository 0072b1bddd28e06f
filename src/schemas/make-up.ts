import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybe } from './common.ts';

/** A reason a make-up can be given for. */
export const MakeUpReason = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  description: maybe(z.string()),
});
export type MakeUpReason = z.infer<typeof MakeUpReason>;

/** What generating a make-up answers; the spec does not show its shape, so the whole body is kept. */
export const MakeUpResult = z.record(z.string(), z.unknown());
export type MakeUpResult = z.infer<typeof MakeUpResult>;

/** A make-up pass for a canceled enrollment. */
export const MakeUpGenerate = z.strictObject({
  visit_id: p.id(),
  make_up: z.optional(
    z.strictObject({
      /** Required when `make_up` is sent. */
      make_up_reason_id: p.id(),
      free_form_reason: z.optional(z.string()),
    }),
  ),
});
export type MakeUpGenerate = z.input<typeof MakeUpGenerate>;
