import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../../src/index.ts';
import { createSandbox } from '../../../src/sandbox/index.ts';
import { createWebhookHandler, type KnownNotification, webhookTarget } from '../../../src/webhooks/index.ts';
import { NOW } from '../support.ts';

const SECRET = 'fedcba9876543210fedcba98';
const RECEIVER = 'https://hooks.example.com/pike13';

describe('the sandbox as msw handlers (no server, as in a browser)', () => {
  it('delivers to an https receiver that the SDK subscribed, and answers reports', async () => {
    const sandbox = await createSandbox({ listen: false, now: NOW, rateLimit: false, clients: 12 });
    const updated: KnownNotification<'person.updated'>[] = [];
    const receive = createWebhookHandler({
      secret: SECRET,
      on: { 'person.updated': (notification) => void updated.push(notification) },
    });
    const server = setupServer(
      ...sandbox.handlers,
      http.post(RECEIVER, ({ request }) => receive(request)),
      http.all('*', () => HttpResponse.error()),
    );
    server.listen(); // the catch-all answers a network error to anything else: nothing leaves the process
    try {
      const owner = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.owner, rateLimit: false });
      const webhook = await owner.webhooks.create({
        topic: 'person.updated',
        target: webhookTarget(RECEIVER, SECRET),
      });
      const [client] = sandbox.state.tables.people.filter((person) => person.role === 'client');
      if (!client) throw new Error('the seed has no client');
      await owner.desk.people.update(client.id, { email: 'new@example.com' });
      await sandbox.webhooks.idle();
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({
        webhook_id: Number(webhook.id),
        data: {
          people: [{ id: client.id, email: 'new@example.com' }],
          previous: { email: expect.any(String) },
        },
      });

      const page = await owner.reports.clients.select('person_id', 'email').limit(1).page();
      expect(page.rows).toEqual([{ person_id: client.id, email: 'new@example.com' }]);
      expect(page.lastKey).toMatch(/^\d{30}$/);
    } finally {
      server.close();
      await sandbox.close();
    }
  });
});
