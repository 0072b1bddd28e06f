import type { ControlRoute } from '../controls/control-route.ts';
import { json } from '../http.ts';
import type { SnapshotStore } from './store.ts';

/**
 * The snapshots' controls: `GET /_sandbox/snapshots`, `POST …/:name` (save), `POST …/:name/restore`,
 * `POST /_sandbox/reset`. Each answers the names kept and the clock after it.
 */
export function snapshotRoutes(snapshots: SnapshotStore, now: () => number): ControlRoute[] {
  const answer = (fields: Record<string, unknown> = {}) =>
    json({ ...fields, now: new Date(now()).toISOString(), snapshots: snapshots.names });
  return [
    { method: 'GET', path: '/_sandbox/snapshots', handle: () => answer() },
    {
      method: 'POST',
      path: '/_sandbox/snapshots/:name',
      handle: ({ params }) => answer({ saved: snapshots.save(params.name) }),
    },
    {
      method: 'POST',
      path: '/_sandbox/snapshots/:name/restore',
      handle: ({ params }) => answer({ restored: snapshots.restore(params.name) }),
    },
    {
      method: 'POST',
      path: '/_sandbox/reset',
      handle: () => {
        snapshots.reset();
        return answer({ reset: true });
      },
    },
  ];
}
