import type { Context, Route } from '../engine.ts';
import { json } from '../http.ts';
import { ownPerson } from './people.ts';
import { found, idParam } from './support.ts';

/** A person's waivers. */
export const waiverRoutes: Route[] = [
  {
    serves: 'front.waivers.list',
    method: 'GET',
    path: '/api/v2/front/people/:person_id/waivers',
    access: 'front',
    handle: (ctx) => waivers(ctx, ownPerson(ctx, idParam(ctx, 'person_id')).id),
  },
  {
    serves: 'desk.waivers.list',
    method: 'GET',
    path: '/api/v2/desk/people/:person_id/waivers',
    access: 'desk',
    handle: (ctx) => waivers(ctx, found(ctx.state.tables.people, idParam(ctx, 'person_id')).id),
  },
];

function waivers(ctx: Context, personId: number): Response {
  const list = ctx.state.tables.waivers.filter((w) => w.person_id === personId);
  return json({
    waivers: list.map((w) => ({
      id: w.id,
      name: w.name,
      type: w.type,
      signer_id: w.person_id,
      signing_url: `${ctx.url.origin}/sandbox/waivers/${w.id}`,
      accepted: w.accepted,
    })),
  });
}
