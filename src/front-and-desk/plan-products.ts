import { endpoint } from '../core/endpoint.ts';
import { PlanProduct } from '../schemas/plan-product.ts';
import { PlanProductListQuery } from '../schemas/plan-product-input.ts';
import { sided } from './side.ts';

/** Plan products: the templates plans are sold from (front and desk). */
export class PlanProducts extends sided((prefix) => {
  const products = { key: 'plan_products', schema: PlanProduct } as const;
  return {
    /** Plan products, a page at a time; front lists only those visible to the user. */
    list: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/plan_products`,
      query: PlanProductListQuery,
      returns: 'page',
      ...products,
    }),
    /** One plan product. */
    get: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/plan_products/:id`,
      returns: 'one',
      ...products,
    }),
  };
}) {}
