import { type TracingChannelSubscribers, tracingChannel } from 'node:diagnostics_channel';
import type { AttemptTrace, RequestTrace } from '../core/request-tracing.ts';
import { type CliIo, cliIo } from './io.ts';

type Subscribers = TracingChannelSubscribers<object>;
/** The events the printer has no use for. */
const IGNORED = { end() {}, asyncStart() {}, error() {} };

/** Milliseconds since `from`, as `12 ms`. */
const since = (from: number) => `${Math.round(performance.now() - from)} ms`;

/**
 * Prints the spans of each call this run makes on its stderr (`--trace`): a line per HTTP attempt as it
 * ends, then the call's line. Calls of other runs in the process are left out. Answers the unsubscribe.
 */
export function printTrace(io: CliIo): () => void {
  const started = new WeakMap<object, number>();
  const ours = (context: object) => {
    if (cliIo() === io) started.set(context, performance.now());
  };
  const calls = tracingChannel('pike13:request');
  const attempts = tracingChannel('pike13:request:attempt');
  const call: Subscribers = {
    ...IGNORED,
    start: ours,
    asyncEnd(context: object) {
      const from = started.get(context);
      if (from === undefined) return;
      const trace = context as RequestTrace;
      const status = trace.error
        ? `${trace.status ?? ''} ${(trace.error as Error).name}`.trim()
        : trace.status;
      const wait = trace.rateLimitWait > 0 ? `, rate-limit wait ${Math.round(trace.rateLimitWait)} ms` : '';
      const tries = trace.attempt > 0 ? `, ${trace.attempt + 1} attempts` : '';
      io.stderr.write(`trace: pike13 ${trace.endpoint} → ${status} in ${since(from)}${tries}${wait}\n`);
    },
  };
  const attempt: Subscribers = {
    ...IGNORED,
    start: ours,
    asyncEnd(context: object) {
      const from = started.get(context);
      if (from === undefined) return;
      const trace = context as AttemptTrace;
      const outcome = trace.status ?? trace.errorType;
      const resend = trace.attempt > 0 ? ` (resend ${trace.attempt})` : '';
      io.stderr.write(
        `trace:   ${trace.request.method} ${trace.request.url} → ${outcome} in ${since(from)}${resend}\n`,
      );
    },
  };
  calls.subscribe(call);
  attempts.subscribe(attempt);
  return () => {
    calls.unsubscribe(call);
    attempts.unsubscribe(attempt);
  };
}
