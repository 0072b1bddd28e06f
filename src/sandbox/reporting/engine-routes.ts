import type { Route } from '../engine.ts';
import { requestOf } from '../reread.ts';
import { reportSource } from './records.ts';
import { answerQueryRequest, QUERY_PATHS } from './route.ts';

/**
 * The Reporting API v3 in the sandbox engine: queries over records derived from the state, at the spec's path
 * and at the older path of the service's example app, the same resource.
 */
export const reportRoutes: Route[] = QUERY_PATHS.map((path) => ({
  serves: 'reports.queries',
  method: 'POST',
  path,
  access: 'desk',
  handle: async (ctx) => {
    const source = reportSource(ctx.state, () => ctx.now);
    return answerQueryRequest(ctx.params.resource ?? '', requestOf(ctx), source);
  },
}));
