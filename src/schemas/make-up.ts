import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { maybeString } from './common.ts';

const makeUpReasonShape = {
  id: z.number(),
  name: maybeString,
  description: maybeString,
};
/** A reason a make-up can be given for. */
export interface MakeUpReason extends z.output<z.ZodMiniObject<typeof makeUpReasonShape, z.core.$loose>> {}
/** A reason a make-up can be given for. */
export const MakeUpReason: z.ZodMiniType<MakeUpReason> = z.looseObject(makeUpReasonShape);

/** What generating a make-up answers; the spec does not show its shape, so the whole body is kept. */
export const MakeUpResult = z.record(z.string(), z.unknown());
/** What generating a make-up answers; the spec does not show its shape, so the whole body is kept. */
export interface MakeUpResult extends z.output<typeof MakeUpResult> {}

const makeUpGenerateShape = {
  /** The canceled visit the make-up pass makes up for (required). */
  visit_id: p.id(),
  /** Why the pass is issued: `make_up_reason_id` (required in it) and an optional `free_form_reason`. */
  make_up: z.optional(
    z.strictObject({
      /** Required when `make_up` is sent. */
      make_up_reason_id: p.id(),
      /** The reason in words. */
      free_form_reason: z.optional(z.string()),
    }),
  ),
};
/** A make-up pass for a canceled enrollment. */
export interface MakeUpGenerate
  extends z.input<z.ZodMiniObject<typeof makeUpGenerateShape, z.core.$strict>> {}
/** A make-up pass for a canceled enrollment. */
export const MakeUpGenerate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof makeUpGenerateShape, z.core.$strict>>,
  MakeUpGenerate
> = z.strictObject(makeUpGenerateShape);
