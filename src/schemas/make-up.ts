import * as z from 'zod/mini';
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
