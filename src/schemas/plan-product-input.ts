import * as z from 'zod/mini';
import * as p from '../core/params.ts';

export const planProductListQueryShape = {
  ...p.pagination,
  /** Only products sold at these locations. */
  location_ids: z.optional(p.ids()),
  /** Only products paying for these services. */
  service_ids: z.optional(p.ids()),
};

export const PlanProductListQuery: z.ZodMiniObject<typeof planProductListQueryShape, z.core.$strict> =
  z.strictObject(planProductListQueryShape);

/** Params of `planProducts.list()`. */
export interface PlanProductListParams extends z.input<typeof PlanProductListQuery> {}
