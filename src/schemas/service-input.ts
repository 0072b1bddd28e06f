import * as z from 'zod/mini';

export const deskServiceListQueryShape = {
  /** Include hidden services. */
  include_hidden: z.optional(z.boolean()),
};

/** Params of `desk.services.list()`. */
export interface DeskServiceListParams
  extends z.input<z.ZodMiniObject<typeof deskServiceListQueryShape, z.core.$strict>> {}

export const DeskServiceListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskServiceListQueryShape, z.core.$strict>>,
  DeskServiceListParams
> = z.strictObject(deskServiceListQueryShape);
