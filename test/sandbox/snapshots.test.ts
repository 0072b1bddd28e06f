import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { MAX_SNAPSHOTS } from '../../src/sandbox/index.ts';
import { startLoopback } from '../support/loopback.ts';
import { NOW, sandboxFor, sdk } from './support.ts';

/** An account-wide token minted by the implicit OAuth flow (a token the sandbox did not start with). */
async function mintToken(sandbox: Awaited<ReturnType<typeof sandboxFor>>): Promise<string> {
  const query = new URLSearchParams({
    client_id: sandbox.clientId,
    response_type: 'token',
    redirect_uri: 'http://127.0.0.1/callback',
  });
  const answer = await fetch(`${sandbox.url}/oauth/authorize?${query}`, { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(answer.headers.get('location') as string).hash.slice(1));
  return fragment.get('access_token') as string;
}

const isStatus = (status: number) => (e: unknown) => ApiError.is(e) && e.status === status;

describe('sandbox snapshots', () => {
  it('restores records, clock, tokens and webhook subscriptions; ids go on from the snapshot', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox, 'owner');
    const before = await pike13.desk.people.create({
      first_name: 'Kept',
      last_name: 'Person',
      email: 'kept@example.com',
    });
    sandbox.snapshot('before');

    sandbox.clock.advance('2d');
    const later = await pike13.desk.people.create({
      first_name: 'Gone',
      last_name: 'Soon',
      email: 'gone@example.com',
    });
    await pike13.desk.people.update(before.id, { first_name: 'Changed' });
    await pike13.webhooks.create({ topic: 'person.created', target: 'https://example.com/hook' });
    const minted = await mintToken(sandbox);
    expect((await sdk(sandbox, { token: minted }).account.get()).id).toBeGreaterThan(0);

    sandbox.restore('before');

    expect(sandbox.clock.now()).toEqual(NOW);
    await expect(pike13.desk.people.get(later.id)).rejects.toSatisfy(isStatus(404));
    expect((await pike13.desk.people.get(before.id)).first_name).toBe('Kept');
    expect(await pike13.webhooks.list()).toEqual([]);
    await expect(sdk(sandbox, { token: minted }).account.get()).rejects.toSatisfy(isStatus(401));
    const next = await pike13.desk.people.create({
      first_name: 'Next',
      last_name: 'One',
      email: 'next@example.com',
    });
    expect(next.id).toBe(later.id);
    expect(next.created_at).toBe(NOW.toISOString().replace('.000', ''));
  });

  it('restores the same snapshot again and again (a suite restoring before every test)', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    sandbox.snapshot('clean');
    const count = (await pike13.desk.people.list()).totalCount as number;
    expect(count).toBeGreaterThan(200);
    for (let test = 0; test < 3; test += 1) {
      sandbox.restore('clean');
      expect((await pike13.desk.people.list()).totalCount).toBe(count);
      await pike13.desk.people.create({
        first_name: `Test${test}`,
        last_name: 'Run',
        email: `t${test}@example.com`,
      });
      expect((await pike13.desk.people.list()).totalCount).toBe(count + 1);
    }
  });

  it('resets to the start, tokens included, even past any snapshot; sandbox.tokens still work', async () => {
    const sandbox = await sandboxFor();
    const pike13 = sdk(sandbox);
    const people = sandbox.state.tables.people.size;
    const minted = await mintToken(sandbox);
    await pike13.desk.people.create({ first_name: 'New', last_name: 'Person', email: 'new@example.com' });
    sandbox.clock.advance('1h');
    sandbox.snapshot('later');

    sandbox.reset();

    expect(sandbox.state.tables.people.size).toBe(people);
    expect(sandbox.clock.now()).toEqual(NOW);
    await expect(sdk(sandbox, { token: minted }).account.get()).rejects.toSatisfy(isStatus(401));
    expect((await sdk(sandbox, 'client').front.people.me()).id).toBeGreaterThan(0);
    sandbox.restore('later');
    expect(sandbox.state.tables.people.size).toBe(people + 1);
  });

  it('drops the webhook retries pending when it restores', async () => {
    const target = await startLoopback((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    onTestFinished(() => target.close());
    const sandbox = await sandboxFor({
      webhookDelivery: { allowHttpTargets: true, timeScale: 1000, random: () => 0.5 },
    });
    const pike13 = sdk(sandbox, 'owner');
    sandbox.snapshot('start');
    await pike13.webhooks.create({ topic: 'person.created', target: target.url });
    await pike13.desk.people.create({ first_name: 'Retry', last_name: 'Never', email: 'never@example.com' });
    await vi.waitFor(() => expect(target.requests).toHaveLength(1));

    sandbox.restore('start');
    sandbox.clock.advance('1h');
    await sandbox.webhooks.idle();

    expect(target.requests).toHaveLength(1);
    expect(sandbox.webhooks.deliveries.map((a) => a.outcome)).toEqual(['retry']);
  });

  it('refuses a bad name or an unknown one, naming it, and keeps the last 50', async () => {
    const sandbox = await sandboxFor();
    for (const name of ['', ' ', '../x', 'a/b', '-x', 'x'.repeat(65), 42, undefined]) {
      expect(() => sandbox.snapshot(name as string)).toThrow(/a snapshot name is 1 to 64 letters/);
      expect(() => sandbox.restore(name as string)).toThrow(/a snapshot name is 1 to 64 letters/);
    }
    expect(() => sandbox.restore('nope')).toThrow('sandbox: no snapshot named "nope" (saved: none;');

    for (let n = 0; n <= MAX_SNAPSHOTS; n += 1) sandbox.snapshot(`s${n}`);
    expect(() => sandbox.restore('s0')).toThrow(/no snapshot named "s0" \(saved: s1, s2,.* s50; at most 50/);
    expect(() => sandbox.restore('s1')).not.toThrow();
  });
});
