import * as z from 'zod/mini';
import * as p from '../core/params.ts';

export const planProductListQueryShape = {
  ...p.pagination,
  /** Only products sold at these locations. */
  location_ids: z.optional(p.ids()),
  /** Only products paying for these services. */
  service_ids: z.optional(p.ids()),
};

/** Params of `planProducts.list()`. */
export interface PlanProductListParams
  extends z.input<z.ZodMiniObject<typeof planProductListQueryShape, z.core.$strict>> {}

export const PlanProductListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof planProductListQueryShape, z.core.$strict>>,
  PlanProductListParams
> = z.strictObject(planProductListQueryShape);
