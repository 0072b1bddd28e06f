import { jsonApi, jsonApiFailure } from '../jsonapi.ts';
import { answerReportQuery, type ReportQueryOptions, type ReportSource } from './engine.ts';

const QUERIES = /^\/desk\/api\/v3\/reports\/(?<resource>[^/]+)\/queries$/;

/**
 * Answers a request to `/desk/api/v3/reports/<resource>/queries`, or gives `undefined` for any other
 * path so that the caller routes it elsewhere.
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
