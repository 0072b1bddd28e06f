import { describe, expect, it } from 'vitest';
import {
  checkNotification,
  NotificationError,
  parseNotification,
  previousOf,
  resourceKeyOf,
  resourceOf,
  resourcesOf,
  TOPICS,
} from '../../src/webhooks/index.ts';
import { notification, PREVIOUS, RESOURCES } from './fixtures.ts';

describe('parseNotification', () => {
  it.each(TOPICS)('parses %s with its resource under the topic key', (topic) => {
    const sent = notification(topic);
    const parsed = parseNotification(JSON.stringify(sent));
    expect(parsed.known).toBe(true);
    expect(parsed.topic).toBe(topic);
    expect(parsed.webhook_id).toBe(321);
    expect(parsed.business_id).toBe(99);
    expect(parsed.target_url).toBe('https://hooks.example.com/pike13');
    expect(parsed.data).toEqual(sent.data);
    const key = resourceKeyOf(parsed) as keyof typeof RESOURCES;
    expect(resourceOf(parsed)).toEqual(RESOURCES[key]);
    expect(previousOf(parsed)).toEqual(topic.endsWith('updated') ? PREVIOUS[key] : undefined);
  });

  it('reads punchcard.updated and transaction.updated under their own keys, not people', () => {
    const punchcard = parseNotification(notification('punchcard.updated'));
    const transaction = parseNotification(notification('transaction.updated'));
    expect(resourceKeyOf(punchcard)).toBe('punchcards');
    expect(resourceKeyOf(transaction)).toBe('transactions');
    expect(resourceOf(punchcard)).toMatchObject({ id: 7001, remaining: 5 });
    expect(resourceOf(transaction)).toMatchObject({ id: 6601, state: 'completed' });
  });

  it('types the data of a narrowed notification', () => {
    const parsed = parseNotification(notification('visit.updated'));
    if (!parsed.known || parsed.topic !== 'visit.updated') throw new Error('not narrowed');
    expect(parsed.data.visits[0]?.state).toBe('registered');
    expect(parsed.data.previous?.state).toBe('reserved');
    expect(resourceOf(parsed).event_occurrence?.name).toBe('Morning Flow');
  });

  it('takes `changed` as the earlier values when `previous` is absent', () => {
    const sent = notification('visit.updated');
    const { previous, ...rest } = sent.data;
    const parsed = parseNotification({ ...sent, data: { ...rest, changed: previous } });
    if (!parsed.known || parsed.topic !== 'visit.updated') throw new Error('not narrowed');
    expect(parsed.data.previous).toEqual({ state: 'reserved', completed_at: null });
    expect(previousOf(parsed)).toEqual({ state: 'reserved', completed_at: null });
  });

  it('leaves `previous` out when neither spelling is sent', () => {
    const sent = notification('plan_hold.updated');
    const parsed = parseNotification({ ...sent, data: { plan_holds: sent.data.plan_holds, previous: null } });
    expect('previous' in parsed.data).toBe(false);
    expect(previousOf(parsed)).toBeUndefined();
  });

  it.each(['cancelled', 'canceled', 'cart_hidden', 'on_hold'])('accepts the invoice state %s', (state) => {
    const invoice = { ...RESOURCES.invoices, state };
    const parsed = parseNotification(notification('invoice.updated', { invoices: [invoice] }));
    expect(resourceOf(parsed)?.state).toBe(state);
  });

  it('keeps fields the spec does not list', () => {
    const visit = { ...RESOURCES.visits, brand_new_field: 'kept' };
    const parsed = parseNotification({ ...notification('visit.new', { visits: [visit] }), extra: 1 });
    expect(resourceOf(parsed)).toMatchObject({ brand_new_field: 'kept' });
    expect(parsed).toMatchObject({ extra: 1 });
  });

  it('parses a topic it does not know as an unknown notification', () => {
    const body = {
      topic: 'person.undeleted',
      webhook_id: 321,
      business_id: 99,
      data: { people: [{ id: 4711, updated_at: '2026-03-02T17:04:05Z' }], previous: { deleted_at: 'x' } },
    };
    const parsed = parseNotification(body);
    expect(parsed).toMatchObject({ known: false, topic: 'person.undeleted', data: body.data });
    expect(resourceKeyOf(parsed)).toBe('people');
    expect(resourceOf(parsed)).toEqual({ id: 4711, updated_at: '2026-03-02T17:04:05Z' });
    expect(resourcesOf(parsed)).toHaveLength(1);
    expect(previousOf(parsed)).toEqual({ deleted_at: 'x' });
  });

  it('finds no resource in an unknown notification without an array of objects', () => {
    const parsed = parseNotification({ topic: 'x.y', webhook_id: 1, business_id: 2, data: { ids: [1, 2] } });
    expect(resourceKeyOf(parsed)).toBeUndefined();
    expect(resourceOf(parsed)).toBeUndefined();
    expect(resourcesOf(parsed)).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"topic":', 'the body is not JSON'],
    ['a body without webhook_id', { topic: 'visit.new', business_id: 1, data: {} }, 'webhook_id'],
    [
      'a known topic without its resource',
      { topic: 'visit.new', webhook_id: 1, business_id: 1, data: {} },
      'data.visits',
    ],
    [
      'an empty resource array',
      { topic: 'visit.new', webhook_id: 1, business_id: 1, data: { visits: [] } },
      'data.visits: must hold the resource',
    ],
    [
      'a resource without an id',
      { topic: 'plan.ended', webhook_id: 1, business_id: 1, data: { plans: [{ description: 'x' }] } },
      'data.plans.0.id',
    ],
  ])('refuses %s with a NotificationError naming the path', (_, body, fragment) => {
    const attempt = () => parseNotification(body);
    expect(attempt).toThrow(NotificationError);
    expect(attempt).toThrow(fragment);
  });

  it('names every envelope field at fault at once', () => {
    const body = { topic: 5, webhook_id: 'x', business_id: 1.5, target_url: 7, data: [] };
    expect(() => parseNotification(body)).toThrow(
      expect.objectContaining({
        issues: [
          'topic: must be a string',
          'webhook_id: must be an integer',
          'business_id: must be an integer',
          'target_url: must be a string',
          'data: must be an object',
        ],
      }),
    );
    const updated = { ...notification('visit.updated') };
    expect(() => parseNotification({ ...updated, data: { ...updated.data, previous: 'reserved' } })).toThrow(
      'data.previous: must be an object',
    );
    expect(() => checkNotification(JSON.stringify(notification('visit.new')))).toThrow(
      'body: must be a JSON object',
    );
  });

  it('never quotes the values of the body in its error', () => {
    const body = { topic: 'visit.new', webhook_id: 'secret-value-123', business_id: 1, data: { visits: [] } };
    try {
      parseNotification(body);
      expect.unreachable();
    } catch (error) {
      expect(NotificationError.is(error)).toBe(true);
      expect((error as NotificationError).message).not.toContain('secret-value-123');
      expect((error as NotificationError).issues.join(' ')).not.toContain('secret-value-123');
    }
  });
});
