import {
  type Context,
  context,
  type Histogram,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { AttemptTrace, RequestTrace } from '../core/request-tracing.ts';
import type { TracingHandlers } from '../core/tracing-channel.ts';

/** What the span handlers read from the instrumentation as they run: its tracer and meter may change. */
export interface Telemetry {
  tracer(): Tracer;
  duration(): Histogram | undefined;
}

/** A call's span and the context its attempts start in. */
interface CallSpan {
  span: Span;
  context: Context;
}

/** An attempt's span and when it started, for its duration metric. */
interface AttemptSpan {
  span: Span;
  started: number;
}

/** The OpenTelemetry HTTP client conventions' attributes of the server a URL names. */
function serverOf(url: string): { 'server.address': string; 'server.port': number } {
  const parsed = new URL(url);
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'http:' ? 80 : 443;
  return { 'server.address': parsed.hostname, 'server.port': port };
}

/** A span per call (`pike13 desk.people.get`) under the active context, a child HTTP client span per attempt. */
export function requestSpans(telemetry: Telemetry): {
  request: TracingHandlers<RequestTrace>;
  attempt: TracingHandlers<AttemptTrace>;
} {
  const calls = new WeakMap<RequestTrace, CallSpan>();
  const attempts = new WeakMap<AttemptTrace, AttemptSpan>();
  const request: TracingHandlers<RequestTrace> = {
    start(call) {
      const attributes = {
        'pike13.endpoint': call.endpoint,
        'http.request.method': call.method,
        'url.template': call.route,
        ...(call.page === undefined ? {} : { 'pike13.page': call.page }),
      };
      const parent = context.active();
      const span = telemetry.tracer().startSpan(`pike13 ${call.endpoint}`, { attributes }, parent);
      calls.set(call, { span, context: trace.setSpan(parent, span) });
    },
    error(call) {
      const span = calls.get(call)?.span;
      // The type only: an error's message may quote a param's value.
      span?.setAttribute('error.type', (call.error as Error | undefined)?.name || 'Error');
      span?.setStatus({ code: SpanStatusCode.ERROR });
    },
    asyncEnd(call) {
      const span = calls.get(call)?.span;
      if (!span) return;
      if (call.status !== undefined) span.setAttribute('http.response.status_code', call.status);
      if (call.attempt > 0) span.setAttribute('http.request.resend_count', call.attempt);
      if (call.rateLimitWait > 0) span.setAttribute('pike13.rate_limit.wait_ms', call.rateLimitWait);
      span.end();
      calls.delete(call);
    },
  };
  const attempt: TracingHandlers<AttemptTrace> = {
    start(sent) {
      const call = calls.get(sent.request);
      const { request: info } = sent;
      if (sent.rateLimitWait > 0) {
        call?.span.addEvent('pike13.rate_limit.wait', { 'pike13.rate_limit.wait_ms': sent.rateLimitWait });
      }
      if (sent.attempt > 0)
        call?.span.addEvent('pike13.retry', { 'http.request.resend_count': sent.attempt });
      const attributes = {
        'http.request.method': info.method,
        'url.template': info.route,
        'url.full': info.url,
        ...serverOf(info.url),
        ...(sent.attempt > 0 ? { 'http.request.resend_count': sent.attempt } : {}),
      };
      const options = { kind: SpanKind.CLIENT, attributes };
      const parent = call?.context ?? context.active();
      const span = telemetry.tracer().startSpan(`${info.method} ${info.route}`, options, parent);
      attempts.set(sent, { span, started: performance.now() });
    },
    asyncEnd(sent) {
      const made = attempts.get(sent);
      if (!made) return;
      attempts.delete(sent);
      const { span, started } = made;
      if (sent.status !== undefined) span.setAttribute('http.response.status_code', sent.status);
      if (sent.errorType !== undefined) {
        span.setAttribute('error.type', sent.errorType);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      if (sent.status === 429) {
        calls.get(sent.request)?.span.addEvent('pike13.rate_limited', { 'http.response.status_code': 429 });
      }
      span.end();
      telemetry.duration()?.record((performance.now() - started) / 1000, {
        'http.request.method': sent.request.method,
        'url.template': sent.request.route,
        ...serverOf(sent.request.url),
        ...(sent.status === undefined ? {} : { 'http.response.status_code': sent.status }),
        ...(sent.errorType === undefined ? {} : { 'error.type': sent.errorType }),
      });
    },
  };
  return { request, attempt };
}
