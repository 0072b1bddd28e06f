import type { Route } from '../engine.ts';
import { one, paged } from '../http.ts';
import { locationView } from '../views/schedule.ts';
import { bothSideRoutes, found, idParam } from './support.ts';

/** The business's locations. */
export const locationRoutes: Route[] = [
  ...bothSideRoutes('locations.list', 'GET', '/locations', 'front', (ctx) =>
    paged(ctx.url, 'locations', ctx.state.tables.locations.all(), (l) => locationView(ctx.state, l)),
  ),
  ...bothSideRoutes('locations.get', 'GET', '/locations/:id', 'front', (ctx) =>
    one('locations', locationView(ctx.state, found(ctx.state.tables.locations, idParam(ctx)))),
  ),
];
