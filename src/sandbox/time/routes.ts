import { check, isRecord } from '../controls/control-input.ts';
import type { ControlRoute } from '../controls/control-route.ts';
import { json } from '../http.ts';
import type { ClockSpan } from './duration.ts';
import type { SandboxClock } from './sandbox-clock.ts';

/** The clock's controls: `GET /_sandbox/clock`, `POST …/advance {by}`, `POST …/set {to}`; each answers `{now}`. */
export function clockRoutes(clock: SandboxClock): ControlRoute[] {
  const now = (at: Date) => json({ now: at.toISOString() });
  return [
    { method: 'GET', path: '/_sandbox/clock', handle: () => now(clock.now()) },
    {
      method: 'POST',
      path: '/_sandbox/clock/advance',
      handle: ({ body }) => now(clock.advance(field(body, 'by', "{ by: '2h' }") as ClockSpan)),
    },
    {
      method: 'POST',
      path: '/_sandbox/clock/set',
      handle: ({ body }) => now(clock.set(field(body, 'to', "{ to: '2026-12-01T09:00:00Z' }") as string)),
    },
  ];
}

/** The one field a clock control's JSON body holds; another shape is refused (400), naming the expected one. */
function field(body: unknown, name: string, example: string): unknown {
  check(
    isRecord(body) && Object.keys(body).length === 1 && name in body,
    `sandbox clock: the body is ${example}`,
  );
  return body[name];
}
