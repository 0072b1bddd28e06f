import { isObject } from './envelope.ts';
import type { KnownNotification, ParsedNotification, Previous } from './notification-types.ts';
import type { TopicResource } from './payloads.ts';
import { TOPIC_RESOURCE_KEYS, type Topic, type UpdatedTopic } from './topics.ts';

type Fields = Record<string, unknown>;

/** The key of `data` that holds the resources: the topic's, or for an unknown topic the first array of objects. */
export function resourceKeyOf(notification: ParsedNotification): string | undefined {
  if (notification.known) return TOPIC_RESOURCE_KEYS[notification.topic];
  return Object.keys(notification.data).find((key) => {
    const value = notification.data[key];
    return key !== 'previous' && key !== 'changed' && Array.isArray(value) && value.every(isObject);
  });
}

/** Every resource of a notification, whatever its key (the service sends one). */
export function resourcesOf<T extends Topic>(notification: KnownNotification<T>): TopicResource<T>[];
export function resourcesOf(notification: ParsedNotification): Fields[];
export function resourcesOf(notification: ParsedNotification): Fields[] {
  const key = resourceKeyOf(notification);
  return key === undefined ? [] : ((notification.data as Fields)[key] as Fields[]);
}

/** The resource a notification is about, whatever its key (`undefined` only for an unknown topic). */
export function resourceOf<T extends Topic>(notification: KnownNotification<T>): TopicResource<T>;
export function resourceOf(notification: ParsedNotification): Fields | undefined;
export function resourceOf(notification: ParsedNotification): Fields | undefined {
  return resourcesOf(notification)[0];
}

/** The earlier values of the fields that changed (`previous`, or `changed`), on update topics. */
export function previousOf<T extends UpdatedTopic>(
  notification: KnownNotification<T>,
): Previous<T> | undefined;
export function previousOf(notification: ParsedNotification): Fields | undefined;
export function previousOf(notification: ParsedNotification): Fields | undefined {
  const { previous, changed } = notification.data as Fields;
  if (isObject(previous)) return previous;
  return isObject(changed) ? changed : undefined;
}
