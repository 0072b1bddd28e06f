import type { ServerResponse } from 'node:http';
import { type LoopbackRequest, sendJson, startLoopback } from '../support/loopback.ts';

/**
 * The service as the smoke suite needs it, on loopback: Core API v2 `desk/people` (list of 25 a page by
 * `page`, as the spec says, with absolute `next`/`prev` URLs and `total_count`, one person under the `people` root
 * key, 404 for an unknown id), Bearer auth (401 otherwise), `RateLimit-*` headers, and CORS so a page of
 * another origin can call it. The runner only needs `url` and `close()`: `pike13/sandbox` can replace it.
 */
export interface StandIn {
  url: string;
  close(): Promise<void>;
}

const PEOPLE = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  first_name: 'Person',
  middle_name: null,
  last_name: String(index + 1),
  email: `person${index + 1}@example.com`,
  hidden_at: null,
  business_id: 1,
  updated_at: '2026-01-05T14:25:10-07:00',
  person_custom_fields: [],
}));

const PAGE_SIZE = 25;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ratelimit-limit, ratelimit-remaining, ratelimit-reset',
};

export async function startStandIn(token: string): Promise<StandIn> {
  const server = await startLoopback((request, response) => answer(request, response, token));
  return { url: server.url, close: server.close };
}

function answer(request: LoopbackRequest, response: ServerResponse, token: string) {
  if (request.method === 'OPTIONS') return preflight(request, response);
  if (request.headers.authorization !== `Bearer ${token}`) {
    return sendJson(response, 401, { error: 'Unauthorized' }, CORS_HEADERS);
  }
  const headers = { ...CORS_HEADERS, ...rateLimitHeaders() };
  const { pathname } = request.url;
  if (request.method === 'GET' && pathname === '/api/v2/desk/people') {
    return sendJson(response, 200, peoplePage(request), headers);
  }
  const one = /^\/api\/v2\/desk\/people\/(\d+)$/.exec(pathname);
  const person = one && request.method === 'GET' ? PEOPLE.find((p) => p.id === Number(one[1])) : undefined;
  if (person) return sendJson(response, 200, { people: [person] }, headers);
  return sendJson(response, 404, { error: 'Not found' }, headers);
}

function preflight(request: LoopbackRequest, response: ServerResponse) {
  response.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-methods': 'GET, POST, PUT, DELETE',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '600',
  });
  response.end();
}

function rateLimitHeaders() {
  const reset = Math.ceil(Date.now() / 1000) + 60;
  return { 'ratelimit-limit': '180', 'ratelimit-remaining': '179', 'ratelimit-reset': String(reset) };
}

function peoplePage(request: LoopbackRequest) {
  const page = Math.max(1, Number(request.url.searchParams.get('page') ?? 1) || 1);
  const start = (page - 1) * PAGE_SIZE;
  const link = (to: number) => {
    const url = new URL(`http://${request.headers.host}${request.url.pathname}`);
    url.searchParams.set('page', String(to));
    return url.toString();
  };
  return {
    people: PEOPLE.slice(start, start + PAGE_SIZE),
    total_count: PEOPLE.length,
    ...(start + PAGE_SIZE < PEOPLE.length ? { next: link(page + 1) } : {}),
    ...(page > 1 ? { prev: link(page - 1) } : {}),
  };
}
