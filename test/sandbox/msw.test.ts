import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { createSandbox } from '../../src/sandbox/index.ts';
import { NOW } from './support.ts';

describe('msw handlers', () => {
  it('answer SDK calls without a server, from the same engine and state', async () => {
    const sandbox = await createSandbox({ listen: false, now: NOW, rateLimit: false });
    const server = setupServer(...sandbox.handlers);
    server.listen();
    try {
      expect(sandbox.url).toBe('https://sandbox.pike13.test');
      const pike13 = new Pike13({
        baseUrl: sandbox.url,
        accessToken: sandbox.tokens.staff,
        rateLimit: false,
      });
      const created = await pike13.desk.people.create({ first_name: 'Mia', last_name: 'Stone' });
      expect(sandbox.state.tables.people.get(created.id)?.first_name).toBe('Mia');
      expect((await pike13.desk.people.get(created.id)).name).toBe('Mia Stone');
    } finally {
      server.close();
      await sandbox.close();
    }
  });

  it('builds the same business, tokens included, from the same seed and clock with fixed tokens', async () => {
    const a = await createSandbox({ listen: false, now: NOW, seed: 7, tokens: 'fixed' });
    const b = await createSandbox({ listen: false, now: NOW, seed: 7, tokens: 'fixed' });
    const c = await createSandbox({ listen: false, now: NOW, seed: 8, tokens: 'fixed' });
    expect(JSON.stringify(a.save())).toBe(JSON.stringify(b.save()));
    expect(JSON.stringify(a.save())).not.toBe(JSON.stringify(c.save()));
    expect(a.tokens).toEqual(b.tokens);
  });

  it('gives each new sandbox its own random client id, secret and tokens, over the same business', async () => {
    const a = await createSandbox({ listen: false, now: NOW, seed: 7 });
    const b = await createSandbox({ listen: false, now: NOW, seed: 7 });
    for (const name of ['staff', 'owner', 'client', 'account'] as const) {
      expect(a.tokens[name]).toMatch(new RegExp(`^sbx_${name}_[0-9a-f]{32}$`));
      expect(a.tokens[name]).not.toBe(b.tokens[name]);
    }
    expect(a.clientId).not.toBe(b.clientId);
    expect(a.clientSecret).not.toBe(b.clientSecret);
    expect(a.state.tables.people.all()).toEqual(b.state.tables.people.all());
    const staff = a.state.tables.tokens.find((t) => t.token === a.tokens.staff);
    expect(staff && a.state.tables.people.get(staff.person_id)?.role).toBe('staff_member');
  });
});
