import type { Context, Route } from '../engine.ts';
import { HttpError, json } from '../http.ts';
import type { ClockSpan } from './duration.ts';
import type { SandboxClock } from './sandbox-clock.ts';

/** The clock's control routes: read it, advance it, set it; each answers `{ now }`. */
export function clockRoutes(clock: SandboxClock): Route[] {
  const now = (at: Date) => json({ now: at.toISOString() });
  return [
    {
      serves: 'sandbox.clock.now',
      method: 'GET',
      path: '/_sandbox/clock',
      access: 'desk',
      handle: () => now(clock.now()),
    },
    {
      serves: 'sandbox.clock.advance',
      method: 'POST',
      path: '/_sandbox/clock/advance',
      access: 'desk',
      handle: (ctx) => now(refused(() => clock.advance(ctx.body.by as ClockSpan))),
    },
    {
      serves: 'sandbox.clock.set',
      method: 'POST',
      path: '/_sandbox/clock/set',
      access: 'desk',
      handle: (ctx: Context) => now(refused(() => clock.set(ctx.body.to as string))),
    },
  ];
}

/** Runs a control; its refusal (a bad input, an unknown name) answers 422 with the message. */
export function refused<T>(control: () => T): T {
  try {
    return control();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, { errors: [error instanceof Error ? error.message : String(error)] });
  }
}
