/**
 * A webhook receiver, offline: it listens on loopback, posts sample notifications to itself the way the
 * service would, prints what it handled and how it answered, then exits.
 *
 *   npx node examples/webhooks-receiver.ts
 *
 * In production, serve the same handler over https and subscribe its address with the secret in it:
 *   await pike13.webhooks.create({ topic: 'visit.new', target: webhookTarget('https://example.com/hooks', secret) });
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWebhookHandler,
  createWebhookSecret,
  previousOf,
  resourceOf,
  toNodeListener,
  WEBHOOK_SECRET_PARAM,
  webhookTarget,
} from '../src/webhooks/index.ts';

const secret = createWebhookSecret();
const target = webhookTarget('https://example.com/hooks', secret);
console.log(`subscribe with the target ${target.replace(secret, '<secret>')}`);

const handler = createWebhookHandler({
  secret,
  dedupe: true,
  businessIds: [99],
  on: {
    'visit.new': (notification) => {
      const visit = resourceOf(notification);
      console.log(`  handled visit.new: visit ${visit.id} of person ${visit.person_id} is ${visit.state}`);
    },
    'invoice.updated': (notification) => {
      const invoice = resourceOf(notification);
      const before = previousOf(notification)?.state;
      console.log(
        `  handled invoice.updated: invoice ${invoice.invoice_number} ${before} → ${invoice.state}`,
      );
    },
  },
  onUnknown: (notification) => console.log(`  handled a topic this SDK does not know: ${notification.topic}`),
  onError: (error) => console.error('  receiver error:', error),
});

const server = createServer(toNodeListener(handler));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
const withSecret = `${address}?${WEBHOOK_SECRET_PARAM}=${secret}`;

const visitNew = {
  topic: 'visit.new',
  webhook_id: 321,
  business_id: 99,
  data: {
    visits: [
      {
        id: 9901,
        person_id: 4711,
        event_occurrence_id: 8801,
        state: 'registered',
        updated_at: '2026-03-02T17:04:05Z',
      },
    ],
  },
};
const invoiceUpdated = {
  topic: 'invoice.updated',
  webhook_id: 322,
  business_id: 99,
  data: {
    invoices: [{ id: 5501, invoice_number: '10042', state: 'closed', updated_at: '2026-03-02T17:05:00Z' }],
    previous: { state: 'open' },
  },
};
const undeleted = {
  topic: 'person.undeleted',
  webhook_id: 323,
  business_id: 99,
  data: { people: [{ id: 4711 }] },
};

const deliveries: [string, string, unknown][] = [
  ['visit.new', withSecret, visitNew],
  ['the same visit.new again (a retry)', withSecret, visitNew],
  ['invoice.updated', withSecret, invoiceUpdated],
  ['an unknown topic', withSecret, undeleted],
  ['visit.new without the secret', address, visitNew],
  ['visit.new of another business', withSecret, { ...visitNew, business_id: 100 }],
];

for (const [label, url, body] of deliveries) {
  console.log(`POST ${label}`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(`  → ${response.status} ${await response.text()}`);
}

server.close();
