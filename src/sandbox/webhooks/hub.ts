import type { Topic } from '../../webhooks/topics.ts';
import type { SnapshotPart } from '../snapshots/part.ts';
import { Deliveries, type DeliveryAttempt, type Notification, type Redelivery } from './delivery.ts';
import { routeWebhooks, type WebhookCaller } from './routes.ts';
import { sampleData } from './sample.ts';
import { type SavedSubscriptions, SubscriptionStore } from './store.ts';
import type { Subscription } from './subscriptions.ts';

/** Options of a `WebhookHub`. */
export interface WebhookHubOptions {
  /** The business whose changes are published (`business_id` of webhooks and notifications). */
  businessId: number;
  /** Sends the notifications (default the global `fetch`). */
  fetch?: typeof globalThis.fetch;
  /** Also accept `http` targets on loopback (127.0.0.1, localhost, [::1]); the service takes https only. */
  allowHttpTargets?: boolean;
  /** Multiplies the retry delays (default 1: 20 retries over about 4 days; 0.001 makes them minutes). */
  timeScale?: number;
  /** How long a target has to answer, in ms (default 10 000, as the service waits). */
  timeoutMs?: number;
  /** Jitter source in [0, 1) (default `Math.random`). */
  random?: () => number;
  /** The sandbox's clock (epoch ms): sample notifications' timestamps, attempts' times, retries' due times. Default `Date.now`. */
  now?: () => number;
  /** Subscriptions of a saved state to start with. */
  subscriptions?: SavedSubscriptions | undefined;
}

/**
 * The Webhooks API v3 of the sandbox: subscriptions over JSON:API, and real deliveries of the changes
 * published to it, by the spec's delivery rules.
 */
export class WebhookHub {
  readonly #store: SubscriptionStore;
  readonly #deliveries: Deliveries;
  readonly #businessId: number;
  readonly #allowHttpTargets: boolean;
  readonly #now: () => number;
  #notifications = 0;

  constructor(options: WebhookHubOptions) {
    this.#businessId = options.businessId;
    this.#allowHttpTargets = options.allowHttpTargets ?? false;
    this.#now = options.now ?? Date.now;
    this.#store = new SubscriptionStore(options.businessId);
    if (options.subscriptions) this.#store.load(options.subscriptions);
    this.#deliveries = new Deliveries({
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      timeScale: options.timeScale ?? 1,
      random: options.random ?? Math.random,
      now: this.#now,
      isSubscribed: (id) => this.#store.get(id) !== undefined,
      unsubscribe: (id) => this.#store.delete(id),
    });
  }

  /** The subscriptions, for a saved state. */
  saveSubscriptions(): SavedSubscriptions {
    return this.#store.toJSON();
  }

  /** Answers a request under `/api/v3/webhooks` for `caller` (undefined: no valid token), or `undefined`. */
  route(request: Request, caller: WebhookCaller | undefined): Promise<Response | undefined> {
    return routeWebhooks(request, caller, {
      store: this.#store,
      allowHttpTargets: this.#allowHttpTargets,
      triggerSample: (subscription) =>
        this.#notify(subscription, sampleData(subscription.topic, this.#now())),
    });
  }

  /** Notifies every webhook subscribed to `topic` of a change; gives the number of notifications sent. */
  publish(topic: Topic, data: Record<string, unknown>): number {
    return this.#store.ofTopic(topic).filter((subscription) => this.#notify(subscription, data)).length;
  }

  /** The delivery attempts so far (the last 10,000), oldest first. */
  get deliveries(): readonly DeliveryAttempt[] {
    return this.#deliveries.attempts;
  }

  /** The notifications sent (the last 1,000, kept for redelivery), oldest first. */
  get notifications(): readonly Notification[] {
    return this.#deliveries.notifications;
  }

  /** Sends notification `id` once more, by the delivery rules (the inspector's Redeliver). */
  redeliver(id: number): Redelivery {
    return this.#deliveries.redeliver(id);
  }

  /** Resolves once every notification sent so far is delivered, dropped, unsubscribed or expired. */
  idle(): Promise<void> {
    return this.#deliveries.idle();
  }

  /** Sends the retries that fell due on the sandbox's clock (after it advanced to `now`). */
  wakeDue(now: number): void {
    this.#deliveries.wakeDue(now);
  }

  /** The subscriptions as a snapshot holds them, and back: pending retries of the old state are dropped. */
  readonly snapshotPart: SnapshotPart<SavedSubscriptions> = {
    save: () => structuredClone(this.#store.toJSON()),
    load: (saved) => {
      this.#store.replace(structuredClone(saved));
      this.#deliveries.abandonPending();
    },
  };

  /** Stops delivering: pending retries are abandoned, requests in flight aborted; no timer is left. */
  close(): Promise<void> {
    return this.#deliveries.close();
  }

  #notify(subscription: Subscription, data: Record<string, unknown>): boolean {
    this.#notifications += 1;
    const { id, topic, target } = subscription;
    const envelope = {
      topic,
      webhook_id: Number(id),
      business_id: this.#businessId,
      data,
      target_url: target,
    };
    return this.#deliveries.send({
      id: this.#notifications,
      webhookId: id,
      topic,
      target,
      body: JSON.stringify(envelope),
    });
  }
}
