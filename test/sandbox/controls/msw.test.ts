import { setupServer } from 'msw/node';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConnectionError, Pike13 } from '../../../src/index.ts';
import { createSandbox } from '../../../src/sandbox/index.ts';
import { NOW } from '../support.ts';

/** A sandbox served by its msw handlers only (no server), and the SDK pointed at it with default options. */
async function mswSandbox() {
  const sandbox = await createSandbox({ listen: false, now: NOW, clients: 20 });
  const server = setupServer(...sandbox.handlers);
  server.listen();
  onTestFinished(async () => {
    server.close();
    await sandbox.close();
  });
  return { sandbox, pike13: new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff }) };
}

describe('the controls through the msw handlers', () => {
  it('log the requests and answer faults: a 503 the SDK retries, a reset as a network error', async () => {
    const { sandbox, pike13 } = await mswSandbox();
    sandbox.faults.add({ path: '/api/v2/desk/locations', status: 503, times: 1 });
    await pike13.desk.locations.list();
    sandbox.faults.add({ path: '/api/v2/desk/locations', reset: true, times: 1 });
    const once = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff, maxRetries: 0 });
    const error = await once.desk.locations.list().catch((e: unknown) => e);
    expect(ConnectionError.is(error)).toBe(true);
    expect(sandbox.requests.map((r) => [r.status, r.path, r.tokenKind])).toEqual([
      [503, '/api/v2/desk/locations', 'staff'],
      [200, '/api/v2/desk/locations', 'staff'],
      [0, '/api/v2/desk/locations', 'staff'],
    ]);
  });

  it('answer the /_sandbox/ routes and triggers, as the loopback server does', async () => {
    const { sandbox, pike13 } = await mswSandbox();
    const headers = { authorization: `Bearer ${sandbox.tokens.owner}`, 'content-type': 'application/json' };
    const visit = sandbox.state.tables.visits.find((v) => v.state === 'registered');
    const answer = await fetch(`${sandbox.url}/_sandbox/triggers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ topic: 'visit.updated', id: visit?.id }),
    });
    expect(answer.status).toBe(201);
    expect(await pike13.desk.visits.get(visit?.id as number)).toMatchObject({ state: 'completed' });
    const log = await fetch(`${sandbox.url}/_sandbox/requests`, { headers });
    expect((await log.json()).requests).toEqual([
      expect.objectContaining({ method: 'GET', path: `/api/v2/desk/visits/${visit?.id}`, status: 200 }),
    ]);
  });
});
