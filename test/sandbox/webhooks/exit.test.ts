import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HUB = fileURLToPath(new URL('../../../src/sandbox/webhooks/index.ts', import.meta.url));

/** A script that subscribes a target answering 503 and publishes once, without closing the hub. */
const SCRIPT = `
import { WebhookHub } from ${JSON.stringify(HUB)};
const hub = new WebhookHub({
  businessId: 7,
  timeScale: 100, // the first retry would come in about 33 s
  fetch: async () => new Response('busy', { status: 503 }),
});
const document = { data: { type: 'webhooks', attributes: { topic: 'visit.new', target: 'https://hooks.example.com/' } } };
const request = new Request('http://sandbox.test/api/v3/webhooks', {
  method: 'POST',
  headers: { 'content-type': 'application/vnd.api+json' },
  body: JSON.stringify(document),
});
await hub.route(request, { role: 'owner', accountId: 1 });
hub.publish('visit.new', { visits: [{ id: 1 }] });
setTimeout(() => console.log(JSON.stringify(hub.deliveries.map((d) => d.outcome))), 50);
`;

describe('a hub left open', () => {
  it('keeps no process alive: pending retries wait on unref’d timers', () => {
    const started = performance.now();
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      encoding: 'utf8',
      timeout: 8_000,
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('["retry"]');
    expect(child.status).toBe(0);
    expect(performance.now() - started).toBeLessThan(8_000);
  }, 10_000);
});
