import type { Topic } from '../webhooks/topics.ts';

/**
 * The change feed of the sandbox: every change the Core API routes make to the state is announced here
 * once, with the Webhooks API's topic name and the notification's `data` (`{ <plural>: [object],
 * previous? }`). The webhook deliveries listen to it; nothing else in the Core API reads it.
 */
export interface Change {
  /** The Webhooks API topic (`person.created`, `visit.updated`, …). */
  topic: Topic;
  /** What a notification carries in `data`: one resource under its plural key, `previous` on updates. */
  data: ChangeData;
  /** When the change happened, by the sandbox clock (epoch milliseconds). */
  at: number;
}

/** `data` of a change: `{ people: [person] }`, or `{ visits: [visit], previous: { state: 'registered' } }`. */
export type ChangeData = { previous?: Record<string, unknown> } & Record<string, unknown>;

/** Called for each change, synchronously, in the order the changes happen. */
export type ChangeListener = (change: Change) => void;

/** One emitter for all Core API changes. */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Listens to every later change; returns the function that stops listening. */
  on(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Announces a change; a listener that throws does not stop the others or the request. */
  emit(topic: Topic, data: ChangeData): void {
    const change: Change = { topic, data, at: this.#now() };
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch {
        // A listener's failure is its own: the change has happened in the state regardless.
      }
    }
  }
}
