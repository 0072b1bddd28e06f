import { http } from 'msw';
import type { Engine } from './engine.ts';

/**
 * msw handlers that answer every request to `origin` from the sandbox engine: give them to
 * `setupServer(...)` (Node) or `setupWorker(...)` (browser). Nothing here needs Node.
 */
export function mswHandlers(engine: Engine, origin: string) {
  return [http.all(`${origin}/*`, ({ request }) => engine.handle(request))];
}
