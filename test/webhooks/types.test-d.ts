import { describe, expectTypeOf, it } from 'vitest';
import type { Invoice } from '../../src/schemas/invoice.ts';
import type { Punchcard } from '../../src/schemas/plan.ts';
import type { Visit } from '../../src/schemas/visit.ts';
import {
  createWebhookHandler,
  type KnownNotification,
  type ParsedNotification,
  parseNotification,
  previousOf,
  resourceOf,
  type Topic,
  type UnknownNotification,
  type WebhookCreate,
  type Webhooks,
} from '../../src/webhooks/index.ts';

declare const parsed: ParsedNotification;

describe('notification types', () => {
  it('narrows on known, then on topic', () => {
    if (parsed.known) {
      expectTypeOf(parsed.topic).toEqualTypeOf<Topic>();
      if (parsed.topic === 'visit.new') expectTypeOf(parsed.data.visits).toEqualTypeOf<Visit[]>();
      if (parsed.topic === 'punchcard.updated') {
        expectTypeOf(parsed.data.punchcards).toEqualTypeOf<Punchcard[]>();
        expectTypeOf(parsed.data.previous).toEqualTypeOf<Partial<Punchcard> | undefined>();
      }
    } else {
      expectTypeOf(parsed).toEqualTypeOf<UnknownNotification>();
    }
    expectTypeOf(parseNotification).returns.toEqualTypeOf<ParsedNotification>();
  });

  it('has no previous on topics that are not updates', () => {
    if (parsed.known && parsed.topic === 'visit.new') {
      // @ts-expect-error visit.new carries no previous values
      void parsed.data.previous;
    }
  });

  it('reads the one resource without knowing its key', () => {
    expectTypeOf(resourceOf({} as KnownNotification<'invoice.updated'>)).toEqualTypeOf<Invoice>();
    expectTypeOf(previousOf({} as KnownNotification<'invoice.updated'>)).toEqualTypeOf<
      Partial<Invoice> | undefined
    >();
    expectTypeOf(resourceOf(parsed)).toEqualTypeOf<Record<string, unknown> | undefined>();
  });
});

describe('handler types', () => {
  it('types each handler by its topic', () => {
    createWebhookHandler({
      on: {
        'visit.new': (notification) => {
          expectTypeOf(notification.data.visits).toEqualTypeOf<Visit[]>();
        },
        'invoice.updated': (notification) => {
          expectTypeOf(notification.data.previous?.state).toEqualTypeOf<Invoice['state'] | undefined>();
        },
      },
      onUnknown: (notification) => expectTypeOf(notification.topic).toEqualTypeOf<string>(),
    });
  });

  it('refuses a topic that does not exist', () => {
    // @ts-expect-error not a topic of the spec
    createWebhookHandler({ on: { 'visit.nope': () => undefined } });
  });
});

describe('subscription types', () => {
  it('types create input with the topic union', () => {
    expectTypeOf<WebhookCreate['topic']>().toEqualTypeOf<Topic>();
    const webhooks = {} as Webhooks;
    // @ts-expect-error not a topic of the spec
    void webhooks.create({ topic: 'visit.nope', target: 'https://x.example.com' });
    expectTypeOf(webhooks.create).returns.resolves.toHaveProperty('id').toEqualTypeOf<string>();
  });
});
