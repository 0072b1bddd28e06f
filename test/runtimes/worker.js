// Host of the smoke suite in a Cloudflare Worker (workerd): `GET /smoke?api=<apiUrl>` answers the results
// as JSON, and `/hooks` is a webhook receiver built with `createWebhookHandler`, as a Worker would serve it.
import { createWebhookHandler } from 'pike13/webhooks';
import { WORKER_HOOK_SECRET } from './shared.js';
import { runSmoke } from './smoke.js';

const receiver = createWebhookHandler({ secret: WORKER_HOOK_SECRET, on: {} });

export default {
  async fetch(request, _env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === '/hooks') return receiver(request, ctx);
    return Response.json(await runSmoke(url.searchParams.get('api')));
  },
};
