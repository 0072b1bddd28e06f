import { answerReportQuery, type ReportQueryOptions, type ReportSource } from './engine.ts';
import { errorDocument } from './errors.ts';

const QUERIES = /^\/desk\/api\/v3\/reports\/(?<resource>[^/]+)\/queries$/;

/** The media type of JSON:API documents, in which the Reporting API answers. */
const JSON_API = 'application/vnd.api+json';

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
    return jsonApi(405, errorDocument(405, `${request.method} is not allowed; queries are POSTed`), {
      allow: 'POST',
    });
  }
  const { status, body } = answerReportQuery(resource, await request.text(), source, options);
  return jsonApi(status, body);
}

/** A JSON:API answer. */
export function jsonApi(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_API, ...headers } });
}
