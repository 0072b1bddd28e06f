import { Pike13Error } from '../core/errors.ts';

/** A notification body that is not a webhook notification of the spec; `issues` name the paths at fault. */
export class NotificationError extends Pike13Error {
  static override readonly kind: string = 'NotificationError';
  /** What is wrong, one entry per path (`data.visits.0.id: …`); values are never quoted. */
  readonly issues: string[];

  constructor(message: string, issues: string[] = []) {
    super(message);
    this.issues = issues;
  }
}

/**
 * Thrown or returned by a topic handler to say the subscription is no longer wanted: the receiver
 * answers 410, and the service deletes the webhook.
 */
export class WebhookGone extends Pike13Error {
  static override readonly kind: string = 'WebhookGone';

  constructor(message = 'this webhook is no longer wanted') {
    super(message);
  }
}
