import type { DeliveryAttempt, WebhookHub } from '../webhooks/index.ts';

/** A webhook notification and its attempts, as the inspector lists it. */
export interface DeliveryListing {
  id: number;
  webhookId: string;
  topic: string;
  /** The target without its query or user info: either may carry the receiver's secret. */
  target: string;
  /** The id of the record the change is about, when it has one. */
  recordId: number | null;
  attempts: Omit<DeliveryAttempt, 'notification' | 'webhookId' | 'topic'>[];
}

/** How many notifications a listing shows at most: the newest. */
export const LISTED_DELIVERIES = 50;

/** The newest notifications (at most 50), oldest first, each with its attempts in order. */
export function listDeliveries(hub: WebhookHub): DeliveryListing[] {
  const notifications = hub.notifications.slice(-LISTED_DELIVERIES);
  const byId = new Map<number, DeliveryListing>();
  for (const { id, webhookId, topic, target, body } of notifications) {
    byId.set(id, {
      id,
      webhookId,
      topic,
      target: shownTarget(target),
      recordId: recordIdOf(body),
      attempts: [],
    });
  }
  for (const { notification, webhookId: _w, topic: _t, ...attempt } of hub.deliveries) {
    byId.get(notification)?.attempts.push(attempt);
  }
  return [...byId.values()];
}

function shownTarget(target: string): string {
  try {
    const url = new URL(target);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/** The id of the one resource a notification's `data` carries under its plural key. */
function recordIdOf(body: string): number | null {
  const data = (JSON.parse(body) as { data?: Record<string, unknown> }).data ?? {};
  const resources = Object.entries(data).find(([key]) => key !== 'previous')?.[1];
  const id = Array.isArray(resources) ? (resources[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' ? id : null;
}
