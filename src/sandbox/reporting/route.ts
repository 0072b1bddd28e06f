import { jsonApi, jsonApiFailure } from '../jsonapi.ts';
import { answerReportQuery, type ReportQueryOptions, type ReportSource } from './engine.ts';

/**
 * The paths of a resource's queries, the one spelling of the Reporting API's paths in the sandbox: the
 * spec's, and the older one the service's example app posts to (the same resource).
 */
export const QUERY_PATHS = ['/desk/api/v3/reports/:resource/queries', '/api/v3/:resource/queries'] as const;

const QUERY_PATTERNS = QUERY_PATHS.map(
  (path) => new RegExp(`^${path.replace(':resource', '(?<resource>[^/]+)')}$`),
);

/** The report resource a route path (no `.json`, no trailing slash) names, or `undefined` for any other path. */
export function queryResourceOf(path: string): string | undefined {
  for (const pattern of QUERY_PATTERNS) {
    const resource = pattern.exec(path)?.groups?.resource;
    if (resource !== undefined) return resource;
  }
  return undefined;
}

/**
 * Answers a request to a resource's queries path (either of `QUERY_PATHS`), or gives `undefined` for any
 * other path so that the caller routes it elsewhere: the reporting engine alone as a fetch handler (its
 * tests and benchmark; the sandbox's engine matches `QUERY_PATHS` as routes).
 */
export async function routeReportQuery(
  request: Request,
  source: ReportSource,
  options?: ReportQueryOptions,
): Promise<Response | undefined> {
  const resource = queryResourceOf(new URL(request.url).pathname);
  return resource === undefined ? undefined : answerQueryRequest(resource, request, source, options);
}

/** Answers a request POSTing a query to `resource` (a 405 for any other method). */
export async function answerQueryRequest(
  resource: string,
  request: Request,
  source: ReportSource,
  options?: ReportQueryOptions,
): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonApiFailure(405, `${request.method} is not allowed; queries are POSTed`, { allow: 'POST' });
  }
  const { status, body } = answerReportQuery(resource, await request.text(), source, options);
  return jsonApi(status, body);
}
