import { WebhookGone } from './errors.ts';

/** How handling a notification ended. */
export type Outcome = 'handled' | 'gone' | 'failed';

/** Runs a handler; never rejects: a `WebhookGone` thrown or returned is `gone`, any other error `failed`. */
export async function run(
  handler: (() => unknown) | undefined,
  report: (error: unknown) => void,
): Promise<Outcome> {
  try {
    return WebhookGone.is(await handler?.()) ? 'gone' : 'handled';
  } catch (error) {
    if (WebhookGone.is(error)) return 'gone';
    report(error);
    return 'failed';
  }
}

/** Waits for `work` at most `ms`; `late` when the deadline came first (`controller` is then aborted). */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  controller: AbortController,
): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException(`not handled within ${ms} ms`, 'TimeoutError'));
      resolve('late');
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
