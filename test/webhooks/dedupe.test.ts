import { describe, expect, it } from 'vitest';
import { dedupeKey, MemoryDedupeStore, parseNotification } from '../../src/webhooks/index.ts';
import { notification, RESOURCES } from './fixtures.ts';

describe('MemoryDedupeStore', () => {
  it('says false for a key it holds, true for a new one', () => {
    const store = new MemoryDedupeStore();
    expect(store.add('a')).toBe(true);
    expect(store.add('a')).toBe(false);
    store.delete('a');
    expect(store.add('a')).toBe(true);
  });

  it('keeps the most recently seen keys, dropping the stalest past its bound', () => {
    const store = new MemoryDedupeStore(3);
    for (const key of ['a', 'b', 'c']) store.add(key);
    expect(store.add('a')).toBe(false); // seen again: now the freshest
    expect(store.add('d')).toBe(true); // over the bound: drops b
    expect(store.add('b')).toBe(true); // b was dropped; adding it drops c
    expect(store.add('a')).toBe(false);
    expect(store.add('c')).toBe(true);
  });

  it.each([0, -1, 1.5])('refuses the bound %s', (bound) => {
    expect(() => new MemoryDedupeStore(bound)).toThrow('maxEntries must be a positive integer');
  });
});

describe('dedupeKey', () => {
  it('is made of webhook, topic, resource id and updated_at', () => {
    const key = dedupeKey(parseNotification(notification('invoice.updated')));
    expect(key).toBe(JSON.stringify([321, 'invoice.updated', RESOURCES.invoices.id, '2026-03-02T17:04:05Z']));
  });

  it('works without updated_at, and is undefined without a resource id', () => {
    const hold = { id: 120, plan_id: 901 };
    expect(dedupeKey(parseNotification(notification('plan_hold.deleted', { plan_holds: [hold] })))).toBe(
      JSON.stringify([321, 'plan_hold.deleted', 120, '']),
    );
    const unknown = parseNotification({
      topic: 'a.b',
      webhook_id: 1,
      business_id: 2,
      data: { things: [{}] },
    });
    expect(dedupeKey(unknown)).toBeUndefined();
  });

  it('is undefined for a topic or updated_at far longer than the service sends, so no store holds them', () => {
    const long = 'x'.repeat(100_000);
    const topic = parseNotification({
      topic: long,
      webhook_id: 1,
      business_id: 2,
      data: { things: [{ id: 1 }] },
    });
    const stamp = parseNotification(
      notification('visit.updated', { visits: [{ ...RESOURCES.visits, updated_at: long }] }),
    );
    expect(dedupeKey(topic)).toBeUndefined();
    expect(dedupeKey(stamp)).toBeUndefined();
  });
});
