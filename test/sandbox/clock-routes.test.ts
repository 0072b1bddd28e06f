import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/index.ts';
import { call, NOW, sandboxFor, sdk } from './support.ts';

const HOUR = 3_600_000;

describe('the clock and snapshot control routes, over loopback', () => {
  it('reads, advances and sets the clock with a staff or owner token', async () => {
    const sandbox = await sandboxFor();
    const staff = { token: sandbox.tokens.staff };
    expect(await call(sandbox, 'GET', '/_sandbox/clock', staff)).toMatchObject({
      status: 200,
      body: { now: NOW.toISOString() },
    });
    const advanced = await call(sandbox, 'POST', '/_sandbox/clock/advance', { ...staff, body: { by: '2h' } });
    expect(advanced).toMatchObject({
      status: 200,
      body: { now: new Date(NOW.getTime() + 2 * HOUR).toISOString() },
    });
    const byMs = await call(sandbox, 'POST', '/_sandbox/clock/advance', {
      token: sandbox.tokens.owner,
      body: { by: 90_000 },
    });
    expect(byMs.body).toEqual({ now: new Date(NOW.getTime() + 2 * HOUR + 90_000).toISOString() });
    const set = await call(sandbox, 'POST', '/_sandbox/clock/set', {
      ...staff,
      body: { to: '2026-12-01T09:00:00Z' },
    });
    expect(set.body).toEqual({ now: '2026-12-01T09:00:00.000Z' });
    expect(sandbox.clock.now()).toEqual(new Date('2026-12-01T09:00:00Z'));
  });

  it('refuses bad input with 400 naming it, a client token with 403, no token with 401; the clock stays', async () => {
    const sandbox = await sandboxFor();
    const staff = { token: sandbox.tokens.staff };
    const badSpan = await call(sandbox, 'POST', '/_sandbox/clock/advance', {
      ...staff,
      body: { by: '2 days' },
    });
    expect(badSpan).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('cannot advance by "2 days"') },
    });
    const noSpan = await call(sandbox, 'POST', '/_sandbox/clock/advance', { ...staff, body: {} });
    expect(noSpan).toMatchObject({ status: 400, body: { error: "sandbox clock: the body is { by: '2h' }" } });
    const badDate = await call(sandbox, 'POST', '/_sandbox/clock/set', { ...staff, body: { to: 'soon' } });
    expect(badDate).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('cannot set to "soon"') },
    });
    const asClient = await call(sandbox, 'POST', '/_sandbox/clock/advance', {
      token: sandbox.tokens.client,
      body: { by: '1h' },
    });
    expect(asClient.status).toBe(403);
    expect((await call(sandbox, 'POST', '/_sandbox/clock/advance', { body: { by: '1h' } })).status).toBe(401);
    expect((await call(sandbox, 'POST', '/_sandbox/reset')).status).toBe(401);
    const withAccount = { token: sandbox.tokens.account, body: { by: '1h' } };
    expect((await call(sandbox, 'POST', '/_sandbox/clock/advance', withAccount)).status).toBe(403);
    expect(sandbox.clock.now()).toEqual(NOW);
  });

  it('saves, lists, restores and resets snapshots', async () => {
    const sandbox = await sandboxFor();
    const staff = { token: sandbox.tokens.staff };
    const pike13 = sdk(sandbox);
    const saved = await call(sandbox, 'POST', '/_sandbox/snapshots/before-test', staff);
    expect(saved).toMatchObject({ status: 200, body: { saved: 'before-test', snapshots: ['before-test'] } });
    const person = await pike13.desk.people.create({
      first_name: 'Route',
      last_name: 'Test',
      email: 'r@example.com',
    });
    await call(sandbox, 'POST', '/_sandbox/clock/advance', { ...staff, body: { by: '1d' } });

    const restored = await call(sandbox, 'POST', '/_sandbox/snapshots/before-test/restore', staff);
    expect(restored).toMatchObject({
      status: 200,
      body: { restored: 'before-test', now: NOW.toISOString() },
    });
    expect(sandbox.state.tables.people.get(person.id)).toBeUndefined();
    expect((await call(sandbox, 'GET', '/_sandbox/snapshots', staff)).body).toEqual({
      now: NOW.toISOString(),
      snapshots: ['before-test'],
    });

    const unknown = await call(sandbox, 'POST', '/_sandbox/snapshots/nope/restore', staff);
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        error:
          'sandbox: no snapshot named "nope" (saved: before-test; at most 50 are kept, the oldest dropped first)',
      },
    });
    const badName = await call(sandbox, 'POST', '/_sandbox/snapshots/bad%20name/restore', staff);
    expect(badName).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('got "bad name"') },
    });

    await pike13.desk.people.create({ first_name: 'Route', last_name: 'Again', email: 'r2@example.com' });
    const people = sandbox.state.tables.people.size;
    expect(await call(sandbox, 'POST', '/_sandbox/reset', staff)).toMatchObject({
      status: 200,
      body: { reset: true },
    });
    expect(sandbox.state.tables.people.size).toBe(people - 1);
  });

  it('answers the same controls through the msw handlers, with no server', async () => {
    const sandbox = await createSandbox({ listen: false, now: NOW });
    const server = setupServer(...sandbox.handlers);
    server.listen();
    try {
      const control = (path: string, body?: unknown) =>
        fetch(`${sandbox.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sandbox.tokens.staff}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then(async (answer) => ({ status: answer.status, body: await answer.json() }));
      expect(await control('/_sandbox/snapshots/start')).toMatchObject({
        status: 200,
        body: { saved: 'start' },
      });
      expect(await control('/_sandbox/clock/advance', { by: '3d' })).toEqual({
        status: 200,
        body: { now: new Date(NOW.getTime() + 3 * 24 * HOUR).toISOString() },
      });
      expect((await control('/_sandbox/snapshots/start/restore')).body.now).toBe(NOW.toISOString());
      expect(sandbox.clock.now()).toEqual(NOW);
    } finally {
      server.close();
      await sandbox.close();
    }
  });
});
