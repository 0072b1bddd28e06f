/** The media type of JSON:API documents, in which the Webhooks and Reporting APIs v3 answer. */
export const JSON_API = 'application/vnd.api+json';

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
};

/** One JSON:API error object; `pointer` names the member of the request document at fault. */
export function jsonApiError(status: number, detail: string, pointer?: string) {
  return {
    status: String(status),
    title: TITLES[status] ?? 'Error',
    detail,
    ...(pointer !== undefined && { source: { pointer } }),
  };
}

/** A JSON:API answer (no body for 204). */
export function jsonApi(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_API, ...headers } });
}

/** A JSON:API answer with one error. */
export function jsonApiFailure(
  status: number,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  return jsonApi(status, { errors: [jsonApiError(status, detail)] }, headers);
}
