import * as z from 'zod/mini';

export const deskServiceListQueryShape = {
  /** Include hidden services. */
  include_hidden: z.optional(z.boolean()),
};

export const DeskServiceListQuery: z.ZodMiniObject<typeof deskServiceListQueryShape, z.core.$strict> =
  z.strictObject(deskServiceListQueryShape);

/** Params of `desk.services.list()`. */
export interface DeskServiceListParams extends z.input<typeof DeskServiceListQuery> {}
