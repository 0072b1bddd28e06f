import { afterEach } from 'vitest';
import { WebhookHub, type WebhookHubOptions } from '../../../src/sandbox/webhooks/index.ts';

const hubs: WebhookHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

/** An owner of account 31: may use the Webhooks API. */
export const OWNER = { role: 'owner', accountId: 31 } as const;

/** A hub of business 7 taking loopback http targets, retrying on a clock a million times faster; closed after the test. */
export function hubOf(options: Partial<WebhookHubOptions> = {}): WebhookHub {
  const hub = new WebhookHub({
    businessId: 7,
    allowHttpTargets: true,
    timeScale: 1e-6,
    random: () => 0.5,
    ...options,
  });
  hubs.push(hub);
  return hub;
}

/** A JSON:API request to the hub's routes, as any client may send it. */
export function apiRequest(
  method: string,
  path: string,
  document?: unknown,
  type = 'application/vnd.api+json',
) {
  return new Request(`http://sandbox.test${path}`, {
    method,
    ...(document !== undefined && {
      headers: { 'content-type': type },
      body: typeof document === 'string' ? document : JSON.stringify(document),
    }),
  });
}

/** Subscribes `target` to `topic` as the owner; gives the webhook's id. */
export async function subscribe(hub: WebhookHub, topic: string, target: string): Promise<string> {
  const document = { data: { type: 'webhooks', attributes: { topic, target } } };
  const response = await hub.route(apiRequest('POST', '/api/v3/webhooks', document), OWNER);
  if (response?.status !== 201)
    throw new Error(`subscribing failed: ${response?.status} ${await response?.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
