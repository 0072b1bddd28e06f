import type { Route } from '../engine.ts';
import { notFound } from '../http.ts';
import { requestOf } from '../reread.ts';
import { reportSource } from './records.ts';
import { routeReportQuery } from './route.ts';

/** The Reporting API v3 in the sandbox engine: queries over records derived from the state. */
export const reportRoutes: Route[] = [
  {
    serves: 'reports.queries',
    method: 'POST',
    path: '/desk/api/v3/reports/:resource/queries',
    access: 'desk',
    handle: async (ctx) => {
      const source = reportSource(ctx.state, () => ctx.now);
      return (await routeReportQuery(requestOf(ctx), source)) ?? notFound();
    },
  },
];
