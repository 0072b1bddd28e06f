import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { RevenueCategory } from '../schemas/revenue-category.ts';

const path = '/api/v2/desk/revenue_categories';
const categories = { key: 'revenue_categories', schema: RevenueCategory } as const;

/** Revenue categories: never deleted, names can change. */
export class DeskRevenueCategories extends resource({
  /** Every revenue category. */
  list: endpoint({ method: 'GET', effect: 'read', path, returns: 'list', ...categories }),
  /** One revenue category. */
  get: endpoint({ method: 'GET', effect: 'read', path: `${path}/:id`, returns: 'one', ...categories }),
}) {}
