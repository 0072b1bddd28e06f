import type { TopicResource } from './payloads.ts';
import type { ResourceKeyOf, Topic, UpdatedTopic } from './topics.ts';

/** The fields every notification has, whatever its topic. */
interface Envelope {
  /** The subscription that sent it. */
  webhook_id: number;
  /** The business the change happened in (a franchisee's, for a franchise's webhook). */
  business_id: number;
  /** The target address, when the service includes it. */
  target_url?: string | null;
}

/** The earlier values of the fields that changed, on `*.updated` topics. */
export type Previous<T extends Topic> = Partial<TopicResource<T>>;

/** The `data` of a notification: the resource under the topic's key (a one-item array), `previous` on updates. */
export type NotificationData<T extends Topic> = {
  [K in ResourceKeyOf<T>]: TopicResource<T>[];
} & (T extends UpdatedTopic
  ? {
      /** The earlier values of the fields that changed (sent as `previous`, or `changed`). */
      previous?: Previous<T>;
    }
  : unknown);

/** A notification of one topic this SDK knows. */
export interface KnownNotification<T extends Topic> extends Envelope {
  /** What happened (`visit.new`, `invoice.updated`, …). */
  topic: T;
  /** True: the topic is one of the spec's; `data` holds its resources (every field checked by `parseNotification`, `checkNotification`, or a receiver given `check: checkNotification`). */
  known: true;
  /** The resource under the topic's key, and `previous` on updates. */
  data: NotificationData<T>;
}

/** A notification of a known topic: a union discriminated on `topic` (narrow with `known` first). */
export type WebhookNotification<T extends Topic = Topic> = T extends Topic ? KnownNotification<T> : never;

/** A notification of a topic this version of the SDK does not know; `data` is as sent. */
export interface UnknownNotification extends Envelope {
  /** The topic name the service sent. */
  topic: string;
  /** False: a topic added to the service after this version of the SDK. */
  known: false;
  /** The payload, unchecked. */
  data: Record<string, unknown>;
}

/** What `parseNotification` gives: a known notification, or an unknown one. */
export type ParsedNotification = WebhookNotification | UnknownNotification;
