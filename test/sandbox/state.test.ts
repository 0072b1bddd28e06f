import { describe, expect, it } from 'vitest';
import { createSandbox, type SavedState } from '../../src/sandbox/index.ts';
import { NOW, sandboxFor, sdk } from './support.ts';

describe('saved state', () => {
  it('starts a sandbox from a saved one: same rows, same tokens, ids go on after the last', async () => {
    const first = await createSandbox({ listen: false, now: NOW, clients: 30 });
    const saved = JSON.parse(JSON.stringify(first.save())) as SavedState;
    const second = await createSandbox({ listen: false, now: NOW, data: saved });
    expect(second.tokens).toEqual(first.tokens);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(second.state.tables.people.all()).toEqual(first.state.tables.people.all());
    const lastId = Math.max(...first.state.tables.people.all().map((p) => p.id));
    const { id: _, ...copy } = first.state.tables.people.get(7) as NonNullable<
      ReturnType<typeof first.state.tables.people.get>
    >;
    const added = second.state.tables.people.insert(copy);
    expect(added.id).toBe(lastId + 1);
  });

  it('refuses data that is not a saved sandbox', async () => {
    const bad = { version: 2, tables: {} } as unknown as SavedState;
    await expect(createSandbox({ listen: false, data: bad })).rejects.toThrow(
      'sandbox: the data file is not a saved sandbox state (version 1)',
    );
  });

  it('keeps the webhook subscriptions: listed again after a restart, new ids after the last', async () => {
    const first = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const owner = sdk(first, 'owner');
    const kept = await owner.webhooks.create({
      topic: 'person.created',
      target: 'https://hooks.example.com/a',
    });
    const saved = JSON.parse(JSON.stringify(first.save())) as SavedState;
    const second = await sandboxFor({ data: saved });
    const again = sdk(second, 'owner');
    const { links: _, ...attributes } = kept;
    expect(await again.webhooks.list()).toEqual([
      { ...attributes, links: { self: `${second.url}/api/v3/webhooks/${kept.id}` } },
    ]);
    const next = await again.webhooks.create({
      topic: 'visit.created',
      target: 'https://hooks.example.com/b',
    });
    expect(Number(next.id)).toBe(Number(kept.id) + 1);
  });
});
