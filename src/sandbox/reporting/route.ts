import { jsonApi, jsonApiFailure } from '../jsonapi.ts';
import { answerReportQuery, type ReportQueryOptions, type ReportSource } from './engine.ts';

/** `/desk/api/v3/reports/<resource>/queries`, or `/api/v3/<resource>/queries`: the older path of the same resource. */
const QUERIES = /^(?:\/desk\/api\/v3\/reports|\/api\/v3)\/(?<resource>[^/]+)\/queries$/;

/** The paths of a resource's queries, as the engine's routes match them (the service's example app posts to the second). */
export const QUERY_PATHS = ['/desk/api/v3/reports/:resource/queries', '/api/v3/:resource/queries'] as const;

/**
 * Answers a request to a resource's queries path (either of `QUERY_PATHS`), or gives `undefined` for any
 * other path so that the caller routes it elsewhere.
 */
export async function routeReportQuery(
  request: Request,
  source: ReportSource,
  options?: ReportQueryOptions,
): Promise<Response | undefined> {
  const resource = QUERIES.exec(new URL(request.url).pathname)?.groups?.resource;
  if (resource === undefined) return undefined;
  if (request.method !== 'POST') {
    return jsonApiFailure(405, `${request.method} is not allowed; queries are POSTed`, { allow: 'POST' });
  }
  const { status, body } = answerReportQuery(resource, await request.text(), source, options);
  return jsonApi(status, body);
}
