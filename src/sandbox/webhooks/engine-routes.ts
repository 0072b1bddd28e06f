import type { Context, Route } from '../engine.ts';
import { notFound } from '../http.ts';
import { requestOf } from '../reread.ts';
import type { WebhookHub } from './hub.ts';
import type { WebhookCaller } from './routes.ts';

/** The Webhooks API v3 in the sandbox engine: staff tokens reach the hub, which lets owners in. */
export function webhookRoutes(hub: WebhookHub): Route[] {
  const handle = async (ctx: Context) => (await hub.route(requestOf(ctx), callerOf(ctx))) ?? notFound();
  const collection = '/api/v3/webhooks';
  const member = `${collection}/:id`;
  return [
    { serves: 'webhooks.list', method: 'GET', path: collection, access: 'desk', handle },
    { serves: 'webhooks.create', method: 'POST', path: collection, access: 'desk', handle },
    { serves: 'webhooks.get', method: 'GET', path: member, access: 'desk', handle },
    { serves: 'webhooks.update', method: 'PATCH', path: member, access: 'desk', handle },
    { serves: 'webhooks.delete', method: 'DELETE', path: member, access: 'desk', handle },
    {
      serves: 'webhooks.triggerSample',
      method: 'POST',
      path: `${member}/trigger_sample_notification`,
      access: 'desk',
      handle,
    },
  ];
}

/** The role and account of the token's person; none without a token (the hub answers 401). */
function callerOf(ctx: Context): WebhookCaller | undefined {
  const { person, token } = ctx.caller;
  return person && token ? { role: person.role, accountId: token.account_id } : undefined;
}
