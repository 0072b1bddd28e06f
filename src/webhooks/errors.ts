import { Pike13Error } from '../core/errors.ts';

/** Issues kept of a body that breaks rules: any body can break thousands, with keys of any length. */
const MAX_ISSUES = 20;
/** The longest issue kept (a path can carry a key of the body); longer ones are cut. */
const MAX_ISSUE_LENGTH = 200;

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
 * The error for a body that breaks the rules `issues` name, bounded whatever the body: the first
 * issues kept, each cut, the first three in the message (logs show it).
 */
export function notANotification(issues: readonly string[]): NotificationError {
  const kept = issues.slice(0, MAX_ISSUES).map((issue) => issue.slice(0, MAX_ISSUE_LENGTH));
  return new NotificationError(`not a webhook notification: ${kept.slice(0, 3).join('; ')}`, kept);
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
