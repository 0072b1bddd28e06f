import * as z from 'zod/mini';
import * as p from '../core/params.ts';

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
