import type { Route } from '../engine.ts';
import { json } from '../http.ts';
import { refused } from '../time/routes.ts';
import type { SnapshotStore } from './store.ts';

/** The snapshots' control routes: list, save, restore, reset; each answers the names kept and the clock. */
export function snapshotRoutes(snapshots: SnapshotStore, now: () => number): Route[] {
  const answer = (fields: Record<string, unknown> = {}) =>
    json({ ...fields, now: new Date(now()).toISOString(), snapshots: snapshots.names });
  return [
    {
      serves: 'sandbox.snapshots.list',
      method: 'GET',
      path: '/_sandbox/snapshots',
      access: 'desk',
      handle: () => answer(),
    },
    {
      serves: 'sandbox.snapshots.save',
      method: 'POST',
      path: '/_sandbox/snapshots/:name',
      access: 'desk',
      handle: (ctx) => answer({ saved: refused(() => snapshots.save(ctx.params.name)) }),
    },
    {
      serves: 'sandbox.snapshots.restore',
      method: 'POST',
      path: '/_sandbox/snapshots/:name/restore',
      access: 'desk',
      handle: (ctx) => answer({ restored: refused(() => snapshots.restore(ctx.params.name)) }),
    },
    {
      serves: 'sandbox.reset',
      method: 'POST',
      path: '/_sandbox/reset',
      access: 'desk',
      handle: () => {
        snapshots.reset();
        return answer({ reset: true });
      },
    },
  ];
}
