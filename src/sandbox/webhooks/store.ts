import type { Topic } from '../../webhooks/topics.ts';
import type { Subscription, SubscriptionAttributes } from './subscriptions.ts';

/** The webhook subscriptions of one business, by id (ids are strings, counting up from 1). */
export class SubscriptionStore {
  readonly #byId = new Map<string, Subscription>();
  readonly #businessId: number;
  #lastId = 0;

  constructor(businessId: number) {
    this.#businessId = businessId;
  }

  /** Adds a subscription of `accountId`. */
  create(accountId: number, attributes: SubscriptionAttributes): Subscription {
    this.#lastId += 1;
    const id = String(this.#lastId);
    const subscription = { id, account_id: accountId, business_id: this.#businessId, ...attributes };
    this.#byId.set(id, subscription);
    return subscription;
  }

  /** One subscription, when it exists and `accountId` (if given) created it. */
  get(id: string, accountId?: number): Subscription | undefined {
    const subscription = this.#byId.get(id);
    return accountId === undefined || subscription?.account_id === accountId ? subscription : undefined;
  }

  /** The subscriptions `accountId` created, oldest first. */
  ofAccount(accountId: number): Subscription[] {
    return [...this.#byId.values()].filter((subscription) => subscription.account_id === accountId);
  }

  /** The subscriptions to `topic`, whoever created them. */
  ofTopic(topic: Topic): Subscription[] {
    return [...this.#byId.values()].filter((subscription) => subscription.topic === topic);
  }

  delete(id: string): boolean {
    return this.#byId.delete(id);
  }

  /** Every subscription and the id counter, for a saved state. */
  toJSON(): SavedSubscriptions {
    return { lastId: this.#lastId, rows: [...this.#byId.values()] };
  }

  /** Becomes the saved subscriptions: every other one is gone. */
  replace(saved: SavedSubscriptions): void {
    this.#byId.clear();
    this.load(saved);
  }

  /** Starts from saved subscriptions: they keep their ids, and new ones follow. */
  load(saved: SavedSubscriptions): void {
    this.#lastId = saved.lastId;
    for (const subscription of saved.rows) this.#byId.set(subscription.id, subscription);
  }
}

/** The subscriptions of a saved sandbox state. */
export interface SavedSubscriptions {
  lastId: number;
  rows: Subscription[];
}
