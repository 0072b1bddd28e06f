import type { Route } from '../engine.ts';
import { json, one } from '../http.ts';
import { bothSideRoutes } from './support.ts';

/** The business and its franchisees. */
export const businessRoutes: Route[] = [
  ...bothSideRoutes('business.get', 'GET', '/business', 'front', (ctx) => {
    const { country_code: _, timezone: __, ...business } = ctx.state.business;
    return one('businesses', { ...business, is_franchise: false, timezone: ctx.state.business.timezone });
  }),
  ...bothSideRoutes('business.franchisees.list', 'GET', '/business/franchisees', 'front', () =>
    json({ franchisees: [] }),
  ),
];
