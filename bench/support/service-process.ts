/**
 * A stand-in of the service in a process of its own, so that a benchmark's CPU figures are the client's
 * alone. Started by `service.ts` with one mode (JSON in argv[2]); tells its URL, then answers `stats`,
 * `forget` and `close` over IPC.
 *
 * - `people`: `GET /api/v2/desk/people/:id` (the reference person) and `GET /api/v2/desk/people` (pages
 *   of `perPage` people), no limits.
 * - `sliding`: the same, counting arrivals in a sliding window of `windowMs`: past `limit`, 429 (with
 *   `RateLimit-Limit` and `Remaining: 0` only: a sliding window has no single reset).
 * - `fixed`: fixed windows of `windowMs` aligned on the epoch, counted across every token (one address),
 *   `RateLimit-Limit/Remaining/Reset` on every answer, 429 past `limit`.
 */
import type { ServerResponse } from 'node:http';
import { peoplePage, reference } from './people.ts';
import { sendJson, serve } from './server.ts';

export type ServiceMode =
  | {
      kind: 'people';
      perPage?: number /** Milliseconds before each answer (a real service's latency). */;
      delayMs?: number;
    }
  | { kind: 'sliding' | 'fixed'; limit: number; windowMs: number };

export interface ServiceStats {
  /** When each request arrived (epoch ms), in order. */
  arrivals: number[];
  /** Answers 429. */
  rejected: number;
}

const mode = JSON.parse(process.argv[2] ?? '{"kind":"people"}') as ServiceMode;
const show = JSON.stringify(reference('desk_people_show_example'));
const perPage = mode.kind === 'people' ? (mode.perPage ?? 25) : 25;
let stats: ServiceStats = { arrivals: [], rejected: 0 };
let windowStart = 0;
let counted = 0;

/** The status and `RateLimit-*` headers of an answer arriving at `now`, under the mode's limit. */
function limited(now: number): { status: number; headers: Record<string, string> } {
  if (mode.kind === 'people') return { status: 200, headers: {} };
  if (mode.kind === 'sliding') {
    const since = now - mode.windowMs;
    let inWindow = 0;
    for (let i = stats.arrivals.length - 1; i >= 0 && (stats.arrivals[i] as number) > since; i--) inWindow++;
    const over = inWindow > mode.limit;
    return {
      status: over ? 429 : 200,
      headers: over ? { 'ratelimit-limit': String(mode.limit), 'ratelimit-remaining': '0' } : {},
    };
  }
  const start = now - (now % mode.windowMs);
  if (start !== windowStart) {
    windowStart = start;
    counted = 0;
  }
  counted++;
  return {
    status: counted > mode.limit ? 429 : 200,
    headers: {
      'ratelimit-limit': String(mode.limit),
      'ratelimit-remaining': String(Math.max(0, mode.limit - counted)),
      // Epoch seconds, as the service sends it; the windows start on whole seconds, so this is exact.
      'ratelimit-reset': String((windowStart + mode.windowMs) / 1000),
    },
  };
}

function answer(url: URL, res: ServerResponse): void {
  const delay = mode.kind === 'people' ? (mode.delayMs ?? 0) : 0;
  if (delay > 0) setTimeout(() => respond(url, res), delay);
  else respond(url, res);
}

function respond(url: URL, res: ServerResponse): void {
  const now = Date.now();
  stats.arrivals.push(now);
  const { status, headers } = limited(now);
  if (status === 429) {
    stats.rejected++;
    sendJson(res, 429, { errors: ['Rate limit exceeded'] }, headers);
  } else if (/^\/api\/v2\/desk\/people\/\d+$/.test(url.pathname)) {
    sendJson(res, 200, show, headers);
  } else if (/^\/v1\/models\/[\w.-]+$/.test(url.pathname)) {
    // openai-node's models.retrieve, for the side-by-side overhead figure.
    sendJson(
      res,
      200,
      { id: url.pathname.slice(11), object: 'model', created: 1, owned_by: 'bench' },
      headers,
    );
  } else if (/^\/v1\/customers\/\w+$/.test(url.pathname)) {
    // stripe-node's customers.retrieve, for the same figure.
    sendJson(
      res,
      200,
      {
        id: url.pathname.slice(14),
        object: 'customer',
        created: 1,
        email: 'jane@example.com',
        livemode: false,
      },
      headers,
    );
  } else if (url.pathname === '/api/v2/desk/people') {
    sendJson(
      res,
      200,
      peoplePage(url.origin, Number(url.searchParams.get('page') ?? 1), 1, perPage),
      headers,
    );
  } else {
    sendJson(res, 404, { errors: ['not found'] }, headers);
  }
}

const server = await serve(answer);
const send = (message: unknown) => process.send?.(message);
process.on('message', (message) => {
  if (message === 'stats') send(stats);
  if (message === 'forget') {
    stats = { arrivals: [], rejected: 0 };
    send('forgotten');
  }
  if (message === 'close') server.close().then(() => process.exit(0));
});
// A benchmark that failed never says `close`: leave with it.
process.on('disconnect', () => process.exit(0));
send({ url: server.url });
