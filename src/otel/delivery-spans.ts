import { type Context, context, type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { TracingHandlers } from '../core/tracing-channel.ts';
import type { BatchTrace } from '../sync/batch-tracing.ts';
import type { DeliveryTrace } from '../webhooks/delivery-tracing.ts';
import type { Telemetry } from './request-spans.ts';

/** Handlers that open a span at `start` and close it at `asyncEnd`, described by `finish`. */
function spanPerContext<C extends object>(
  open: (item: C, parent: Context) => Span,
  finish: (span: Span, item: C) => void,
): TracingHandlers<C> {
  const spans = new WeakMap<C, Span>();
  return {
    start(item) {
      spans.set(item, open(item, context.active()));
    },
    error(item) {
      const error = (item as { error?: unknown }).error;
      spans.get(item)?.setAttribute('error.type', (error as Error | undefined)?.name || 'Error');
      spans.get(item)?.setStatus({ code: SpanStatusCode.ERROR });
    },
    asyncEnd(item) {
      const span = spans.get(item);
      if (!span) return;
      spans.delete(item);
      finish(span, item);
      span.end();
    },
  };
}

/** A consumer span per webhook delivery (`process visit.updated`), with its topic and outcome. */
export function deliverySpans(telemetry: Telemetry): TracingHandlers<DeliveryTrace> {
  return spanPerContext<DeliveryTrace>(
    (_, parent) =>
      telemetry.tracer().startSpan(
        'process pike13 webhook',
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'messaging.system': 'pike13', 'messaging.operation.type': 'process' },
        },
        parent,
      ),
    (span, delivery) => {
      if (delivery.topic !== undefined) {
        span.updateName(`process ${delivery.topic}`);
        span.setAttribute('messaging.destination.name', delivery.topic);
      }
      if (delivery.webhookId !== undefined) span.setAttribute('pike13.webhook.id', delivery.webhookId);
      if (delivery.businessId !== undefined) span.setAttribute('pike13.business.id', delivery.businessId);
      if (delivery.outcome !== undefined) span.setAttribute('pike13.webhook.outcome', delivery.outcome);
      if (delivery.status !== undefined) span.setAttribute('http.response.status_code', delivery.status);
      if (delivery.outcome === 'failed' || delivery.outcome === 'late') {
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
    },
  );
}

/** A span per batch a mirror stores (`pike13 sync people`), with its counts. */
export function batchSpans(telemetry: Telemetry): TracingHandlers<BatchTrace> {
  return spanPerContext<BatchTrace>(
    ({ batch }, parent) =>
      telemetry.tracer().startSpan(
        `pike13 sync ${batch.resource}`,
        {
          attributes: {
            'pike13.sync.resource': batch.resource,
            'pike13.sync.changes': batch.changes.length,
          },
        },
        parent,
      ),
    (span, { deleted }) => {
      if (deleted !== undefined) span.setAttribute('pike13.sync.deleted', deleted);
    },
  );
}
