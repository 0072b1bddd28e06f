/**
 * A webhook receiver: it listens on loopback, subscribes to visit.new and invoice.updated on the sandbox
 * (an in-memory Pike13), receives the real deliveries of a change and of a sample, prints what it handled,
 * then shows how it refuses requests the service never sends (no secret, another business).
 *
 *   npx node examples/webhooks-receiver.ts
 *
 * In production, serve the same handler over https and subscribe its address with the secret in it:
 *   await pike13.webhooks.create({ topic: 'visit.new', target: webhookTarget('https://example.com/hooks', secret) });
 * The service takes https targets only; a client of a service on loopback (the sandbox) may also subscribe
 * an http receiver on loopback.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import {
  createWebhookHandler,
  createWebhookSecret,
  previousOf,
  resourceOf,
  toNodeListener,
  WEBHOOK_SECRET_PARAM,
} from '../src/webhooks/index.ts';

const sandbox = await createSandbox({ webhookDelivery: { allowHttpTargets: true } });
const owner = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.owner });
const businessId = sandbox.state.business.id;

const secret = createWebhookSecret();
const handler = createWebhookHandler({
  secret,
  dedupe: true,
  businessIds: [businessId],
  on: {
    'visit.new': (notification) => {
      const visit = resourceOf(notification);
      console.log(`  handled visit.new: visit ${visit.id} of person ${visit.person_id} is ${visit.state}`);
    },
    'invoice.updated': (notification) => {
      const invoice = resourceOf(notification);
      const before = previousOf(notification)?.state;
      const change = invoice.state ? `: ${before ?? '?'} → ${invoice.state}` : ' (a sample: no real invoice)';
      console.log(`  handled invoice.updated: invoice ${invoice.id}${change}`);
    },
  },
  onError: (error) => console.error('  receiver error:', error),
});
const server = createServer(toNodeListener(handler));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
// webhookTarget() builds https targets only; the loopback one carries the same secret parameter.
const target = `${address}?${WEBHOOK_SECRET_PARAM}=${secret}`;

const subscriptions: Record<string, string> = {};
for (const topic of ['visit.new', 'invoice.updated'] as const) {
  subscriptions[topic] = (await owner.webhooks.create({ topic, target })).id;
}
console.log(`subscribed ${address}?webhook_secret=<secret> to visit.new and invoice.updated`);

// A real change: a client enrolled in a class. Then a sample of the other topic, as the service sends it.
console.log('enrolling a client in a class, and asking for a sample invoice.updated:');
const occurrence = sandbox.state.tables.occurrences.find(
  (o) => o.state === 'active' && Date.parse(o.start_at) > Date.now(),
);
await owner.desk.visits.create({ person_id: 20, event_occurrence_id: occurrence?.id as number });
await owner.webhooks.triggerSample(subscriptions['invoice.updated'] as string);
await sandbox.webhooks.idle();
for (const delivery of sandbox.webhooks.deliveries) {
  console.log(`  the sandbox delivered ${delivery.topic}: ${delivery.status} (${delivery.outcome})`);
}

// What the service never sends: the receiver refuses it before any handler runs.
const visitNew = {
  topic: 'visit.new',
  webhook_id: 1,
  business_id: businessId,
  data: { visits: [{ id: 1 }] },
};
for (const [label, url, body] of [
  ['visit.new without the secret', address, visitNew],
  ['visit.new of another business', target, { ...visitNew, business_id: businessId + 1 }],
] as const) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(`POST ${label} → ${response.status} ${await response.text()}`);
}

server.close();
await sandbox.close();
