import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkEnvelope } from '../../src/webhooks/envelope.ts';
import {
  checkNotification,
  dedupeKey,
  MemoryDedupeStore,
  parseNotification,
} from '../../src/webhooks/index.ts';
import { completedThenReset, notification, RESOURCES } from './fixtures.ts';

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
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('is made of webhook, topic, resource id, updated_at and the SHA-256 of data as JSON with sorted keys', async () => {
    const hold = { plan_id: 901, id: 120, updated_at: '2026-03-02T17:04:05Z' };
    const key = await dedupeKey(parseNotification(notification('plan_hold.deleted', { plan_holds: [hold] })));
    const data = '{"plan_holds":[{"id":120,"plan_id":901,"updated_at":"2026-03-02T17:04:05Z"}]}';
    expect(key).toBe(JSON.stringify([321, 'plan_hold.deleted', 120, '2026-03-02T17:04:05Z', sha256(data)]));
  });

  it('tells apart two changes of a record in one second, and keeps one delivery’s however it is parsed or keyed', async () => {
    const [completed, reset] = completedThenReset();
    const key = await dedupeKey(parseNotification(completed));
    expect(await dedupeKey(parseNotification(reset))).not.toBe(key);
    // A retry: the same body, whichever check parsed it, its keys in another order, the target's secret rotated.
    const reordered = JSON.parse(JSON.stringify(completed, (_, v) => (isPlain(v) ? reverse(v) : v)));
    const rotated = { ...completed, target_url: 'https://hooks.example.com/pike13?webhook_secret=next' };
    for (const body of [completed, reordered, rotated]) {
      expect(await dedupeKey(checkEnvelope(body))).toBe(key);
      expect(await dedupeKey(checkNotification(body))).toBe(key);
    }
  });

  it('works without updated_at, and is undefined without a resource id', async () => {
    const hold = { id: 120, plan_id: 901 };
    const key = await dedupeKey(parseNotification(notification('plan_hold.deleted', { plan_holds: [hold] })));
    expect(JSON.parse(key as string).slice(0, 4)).toEqual([321, 'plan_hold.deleted', 120, '']);
    const unknown = parseNotification({
      topic: 'a.b',
      webhook_id: 1,
      business_id: 2,
      data: { things: [{}] },
    });
    expect(await dedupeKey(unknown)).toBeUndefined();
  });

  it('is undefined for a topic or updated_at far longer than the service sends, so no store holds them', async () => {
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
    expect(await dedupeKey(topic)).toBeUndefined();
    expect(await dedupeKey(stamp)).toBeUndefined();
  });

  it('is undefined (the notification is handled, not deduplicated) for data nested too deep to write out', async () => {
    const depth = 400_000;
    const body = `{"topic":"visit.new","webhook_id":1,"business_id":2,"data":{"visits":[{"id":1}],"deep":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    expect(await dedupeKey(parseNotification(body))).toBeUndefined();
  });
});

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object with its keys in the reverse order. */
const reverse = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).reverse());
