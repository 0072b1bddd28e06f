import type { Context, Route } from '../engine.ts';
import { notFound } from '../http.ts';
import { requestOf } from '../reread.ts';
import type { WebhookHub } from './hub.ts';

/** The Webhooks API v3 in the sandbox engine: staff tokens reach the hub, which lets owners in. */
export function webhookRoutes(hub: WebhookHub): Route[] {
  const handle = async (ctx: Context) => {
    const person = ctx.caller.person;
    const caller = person && ctx.caller.token && { role: person.role, accountId: ctx.caller.token.account_id };
    return (await hub.route(requestOf(ctx), caller)) ?? notFound();
  };
  const collection = '/api/v3/webhooks';
  const member = `${collection}/:id`;
  return [
    { method: 'GET', path: collection, access: 'desk', handle },
    { method: 'POST', path: collection, access: 'desk', handle },
    { method: 'GET', path: member, access: 'desk', handle },
    { method: 'PATCH', path: member, access: 'desk', handle },
    { method: 'DELETE', path: member, access: 'desk', handle },
    { method: 'POST', path: `${member}/trigger_sample_notification`, access: 'desk', handle },
  ];
}
