import { deliveryRetryDelay, MAX_RETRIES } from './backoff.ts';

/** What came of one attempt to deliver a notification. */
export type AttemptOutcome =
  /** The target answered 200. */
  | 'delivered'
  /** 429, 5xx, a timeout or no connection: tried again later. */
  | 'retry'
  /** Any other status: the notification is dropped at once. */
  | 'dropped'
  /** 410: the webhook is deleted. */
  | 'unsubscribed'
  /** The last retry failed too: the notification expires. */
  | 'expired';

/** One attempt to deliver a notification, kept for inspection. */
export interface DeliveryAttempt {
  /** The notification (the same for all its attempts). */
  readonly notification: number;
  /** The webhook it was sent for. */
  readonly webhookId: string;
  readonly topic: string;
  /** 1 for the first attempt, then 2 to 21 for the retries; a redelivery's attempts follow on. */
  readonly attempt: number;
  /** When it was sent (epoch ms). */
  readonly at: number;
  /** The target's HTTP status; null when it did not answer. */
  readonly status: number | null;
  /** Why no answer came: `timeout` or `connection failed`. */
  readonly error?: string;
  readonly outcome: AttemptOutcome;
  /** The wait before the next attempt (ms, on the scaled clock), on `retry`. */
  readonly retryInMs?: number;
  /** True on the attempts of a redelivery asked for by hand (the inspector's Redeliver). */
  readonly redelivered?: boolean;
}

/** A notification on its way: the envelope's JSON text and where it goes. */
export interface Notification {
  readonly id: number;
  readonly webhookId: string;
  readonly topic: string;
  readonly target: string;
  readonly body: string;
}

/** How deliveries run; the hub fills it in. */
export interface DeliverySettings {
  readonly fetch: typeof globalThis.fetch;
  /** How long a target has to answer (ms). */
  readonly timeoutMs: number;
  /** Multiplies every retry delay. */
  readonly timeScale: number;
  readonly random: () => number;
  /** The sandbox's clock (epoch ms): attempts are stamped with it and retries fall due on it. */
  readonly now: () => number;
  /** Whether the webhook still exists (a deleted webhook gets nothing more). */
  readonly isSubscribed: (webhookId: string) => boolean;
  /** Deletes the webhook whose target answered 410. */
  readonly unsubscribe: (webhookId: string) => void;
}

/** The attempts a long-running sandbox remembers: the last 10,000 (older ones are dropped). */
const KEPT_ATTEMPTS = 10_000;
/** The notifications kept for redelivery: the last 1,000 (their bodies bound the memory). */
const KEPT_NOTIFICATIONS = 1_000;

/** A notification kept for redelivery, with the number of its last attempt so far. */
interface Sent {
  readonly notification: Notification;
  lastAttempt: number;
}

/** What came of asking for a redelivery. */
export type Redelivery = 'started' | 'unknown' | 'unsubscribed' | 'closed';

/** A retry waiting: when it falls due on the sandbox's clock, and what wakes it. */
interface Wait {
  readonly due: number;
  readonly wake: () => void;
}

/**
 * Sends notifications by the delivery rules and keeps the last 10,000 attempts. A retry waits for its
 * delay to pass in real time or on the sandbox's clock (`wakeDue` after the clock advances), whichever
 * comes first. Waits are unref'd timers and requests are aborted on `close()`, so nothing keeps the
 * process alive or runs after it.
 */
export class Deliveries {
  readonly attempts: DeliveryAttempt[] = [];
  readonly #settings: DeliverySettings;
  readonly #running = new Set<Promise<void>>();
  readonly #waits = new Map<ReturnType<typeof setTimeout>, Wait>();
  readonly #closing = new AbortController();
  readonly #sent = new Map<number, Sent>();
  /** Bumped by `abandonPending`: a delivery of an earlier generation makes no more attempts. */
  #generation = 0;

  constructor(settings: DeliverySettings) {
    this.#settings = settings;
  }

  /** Starts delivering a notification; false once closed (nothing is sent then). */
  send(notification: Notification): boolean {
    if (this.#closing.signal.aborted) return false;
    const sent = { notification, lastAttempt: 0 };
    this.#sent.set(notification.id, sent);
    if (this.#sent.size > KEPT_NOTIFICATIONS) this.#sent.delete(this.#sent.keys().next().value as number);
    this.#run(sent, false);
    return true;
  }

  /** The notifications kept for redelivery (the last 1,000), oldest first. */
  get notifications(): Notification[] {
    return Array.from(this.#sent.values(), (sent) => sent.notification);
  }

  /**
   * Sends a kept notification once more, numbered after its last attempt, by the same rules (retried on
   * 429, 5xx or no answer).
   */
  redeliver(id: number): Redelivery {
    if (this.#closing.signal.aborted) return 'closed';
    const sent = this.#sent.get(id);
    if (sent === undefined) return 'unknown';
    if (!this.#settings.isSubscribed(sent.notification.webhookId)) return 'unsubscribed';
    this.#run(sent, true);
    return 'started';
  }

  /** Resolves once every notification sent so far is delivered, dropped or expired. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }

  /** Stops: pending retries are abandoned, requests in flight aborted. */
  async close(): Promise<void> {
    this.#closing.abort();
    this.#wakeWhere(() => true);
    await this.idle();
  }

  /** Retries whose time has come on the sandbox's clock go now. */
  wakeDue(now: number): void {
    this.#wakeWhere((wait) => wait.due <= now);
  }

  /** Drops the retries waiting (a restored state never sent them); attempts in flight finish. */
  abandonPending(): void {
    this.#generation += 1;
    this.#wakeWhere(() => true);
  }

  #wakeWhere(due: (wait: Wait) => boolean): void {
    for (const [timer, wait] of this.#waits) {
      if (!due(wait)) continue;
      clearTimeout(timer);
      this.#waits.delete(timer);
      wait.wake();
    }
  }

  #run(sent: Sent, redelivered: boolean): void {
    const run = this.#deliver(sent, redelivered).finally(() => this.#running.delete(run));
    this.#running.add(run);
  }

  /** One run of attempts: the first and up to 20 retries, numbered after the notification's last attempt. */
  async #deliver(sent: Sent, redelivered: boolean): Promise<void> {
    const { notification } = sent;
    const generation = this.#generation;
    for (let tries = 1; tries <= MAX_RETRIES + 1; tries += 1) {
      if (this.#closing.signal.aborted || generation !== this.#generation) return;
      if (!this.#settings.isSubscribed(notification.webhookId)) return;
      sent.lastAttempt += 1;
      const attempt = sent.lastAttempt;
      const at = this.#settings.now();
      const answer = await this.#post(notification);
      if (this.#closing.signal.aborted) return;
      const outcome = outcomeOf(answer.status, tries);
      const retryInMs =
        outcome === 'retry'
          ? deliveryRetryDelay(tries, this.#settings.timeScale, this.#settings.random)
          : undefined;
      const { id, webhookId, topic } = notification;
      const extra = { ...(retryInMs !== undefined && { retryInMs }), ...(redelivered && { redelivered }) };
      this.attempts.push({ notification: id, webhookId, topic, attempt, at, ...answer, outcome, ...extra });
      if (this.attempts.length > KEPT_ATTEMPTS) this.attempts.splice(0, this.attempts.length - KEPT_ATTEMPTS);
      if (outcome === 'unsubscribed') this.#settings.unsubscribe(webhookId);
      if (retryInMs === undefined) return;
      await this.#wait(retryInMs);
    }
  }

  async #post(notification: Notification): Promise<{ status: number | null; error?: string }> {
    const timeout = AbortSignal.timeout(this.#settings.timeoutMs);
    // Called unbound: a browser's fetch refuses any `this` but the global one.
    const send = this.#settings.fetch;
    try {
      const response = await send(notification.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: notification.body,
        signal: AbortSignal.any([timeout, this.#closing.signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status };
    } catch {
      return { status: null, error: timeout.aborted ? 'timeout' : 'connection failed' };
    }
  }

  #wait(ms: number): Promise<void> {
    const due = this.#settings.now() + ms;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waits.delete(timer);
        resolve();
      }, ms);
      // Node: a pending retry must not keep the process alive (browsers have no unref).
      timer.unref?.();
      this.#waits.set(timer, { due, wake: resolve });
    });
  }
}

/** The delivery rules: 200 done, 410 unsubscribe, 429/5xx/no answer retried, any other status dropped. */
function outcomeOf(status: number | null, tries: number): AttemptOutcome {
  if (status === 200) return 'delivered';
  if (status === 410) return 'unsubscribed';
  if (status === null || status === 429 || (status >= 500 && status <= 599)) {
    return tries > MAX_RETRIES ? 'expired' : 'retry';
  }
  return 'dropped';
}
