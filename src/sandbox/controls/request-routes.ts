import { json } from '../http.ts';
import { check } from './control-input.ts';
import type { ControlRoute } from './control-route.ts';
import type { LoggedRequest, RequestLog } from './request-log.ts';

/** Events a follower may lag behind before its stream is closed (it reconnects with `after`): memory stays flat. */
const MAX_BEHIND = 1_000;
const PING_MS = 15_000;

/** `GET /_sandbox/requests?after=SEQ` (the log as JSON) and `GET /_sandbox/requests/stream` (as it happens). */
export function requestRoutes(log: RequestLog): ControlRoute[] {
  return [
    {
      method: 'GET',
      path: '/_sandbox/requests',
      handle: ({ url }) => json({ requests: log.list(afterOf(url.searchParams.get('after'))) }),
    },
    {
      method: 'GET',
      path: '/_sandbox/requests/stream',
      handle: ({ url, request }) => {
        const after = url.searchParams.get('after') ?? request.headers.get('last-event-id');
        return eventStream(log, after === null ? undefined : afterOf(after));
      },
    },
  ];
}

/** `after` as a sequence number: absent is 0 (from the oldest kept). */
function afterOf(value: string | null): number {
  if (value === null || value === '') return 0;
  check(/^\d{1,15}$/.test(value), 'after must be the seq of a logged request (a whole number)');
  return Number(value);
}

/**
 * Server-sent events: one `data:` JSON per request (its `id:` the seq), first those kept after `after` (none
 * without it), then each as it is logged. A follower too far behind is dropped with an `event: overflow` (it reconnects).
 */
function eventStream(log: RequestLog, after: number | undefined): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (entry: LoggedRequest) => {
        if ((controller.desiredSize ?? 0) < -MAX_BEHIND) {
          controller.enqueue(encoder.encode(`event: overflow\ndata: {"after":${entry.seq - 1}}\n\n`));
          stop();
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(`id: ${entry.seq}\ndata: ${JSON.stringify(entry)}\n\n`));
      };
      controller.enqueue(encoder.encode(': pike13 sandbox requests\n\n'));
      if (after !== undefined) for (const entry of log.list(after)) send(entry);
      const off = log.on(send);
      const ping = setInterval(() => controller.enqueue(encoder.encode(': ping\n\n')), PING_MS);
      (ping as { unref?: () => void }).unref?.();
      stop = () => {
        off();
        clearInterval(ping);
      };
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
  });
}
