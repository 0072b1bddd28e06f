// Receive real webhook notifications: a receiver on loopback subscribes to person.created, a client is
// created through the Core API, and the service delivers the notification.
// Runs against the sandbox (an in-memory Pike13 on loopback). The live service delivers to https targets
// only; the sandbox is told to allow a loopback http one, which a client of a service on loopback may
// subscribe. In real use the same call takes an https target (`webhookTarget(url, secret)`).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import {
  createWebhookHandler,
  createWebhookSecret,
  resourceOf,
  toNodeListener,
} from '../src/webhooks/index.ts';

const sandbox = await createSandbox({ webhookDelivery: { allowHttpTargets: true } });
const owner = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.owner });
const staff = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });

const received: string[] = [];
const secret = createWebhookSecret();
const handler = createWebhookHandler({
  secret,
  on: {
    'person.created': (notification) => {
      const person = resourceOf(notification);
      received.push(`${notification.topic}: person ${person.id} ${person.first_name} ${person.last_name}`);
    },
  },
});
const receiver = createServer(toNodeListener(handler));
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks?webhook_secret=${secret}`;

await owner.webhooks.create({ topic: 'person.created', target });
console.log(`subscribed ${target.replace(secret, '<secret>')} to person.created`);

const person = await staff.desk.people.create({ first_name: 'Ada', last_name: 'Lovelace' });
console.log(`created person ${person.id} through the Core API`);
await sandbox.webhooks.idle();

for (const line of received) console.log(`  received ${line}`);
if (received.length !== 1) throw new Error(`expected one notification, got ${received.length}`);

receiver.close();
await sandbox.close();
