import type { Histogram } from '@opentelemetry/api';
import { InstrumentationBase, type InstrumentationConfig } from '@opentelemetry/instrumentation';
import { attemptTracing, requestTracing } from '../core/request-tracing.ts';
import type { Tracing, TracingHandlers } from '../core/tracing-channel.ts';
import { batchTracing } from '../sync/batch-tracing.ts';
import { VERSION } from '../version.ts';
import { deliveryTracing } from '../webhooks/delivery-tracing.ts';
import { batchSpans, deliverySpans } from './delivery-spans.ts';
import { requestSpans } from './request-spans.ts';

/** Options of `Pike13Instrumentation`: those of every OpenTelemetry instrumentation (`enabled`). */
export type Pike13InstrumentationConfig = InstrumentationConfig;

/** A channel and what is subscribed to it. */
type Subscription = [Tracing<object>, TracingHandlers<object>];

/**
 * Turns the SDK's tracing channels into OpenTelemetry spans and metrics: a span per call with a child HTTP
 * client span per attempt, a consumer span per webhook delivery, a span per sync batch, and the
 * `http.client.request.duration` histogram. Register it with `registerInstrumentations()`.
 */
export class Pike13Instrumentation extends InstrumentationBase<Pike13InstrumentationConfig> {
  // Declared, not initialized: the base constructor calls enable() and the metric set-up before a field
  // initializer would run, and the initializer would then undo them.
  declare private subscriptions: Subscription[] | undefined;
  declare private requestDuration: Histogram | undefined;

  /** Makes the instrumentation, enabled unless `config.enabled` is false. */
  constructor(config: Pike13InstrumentationConfig = {}) {
    super('pike13', VERSION, config);
  }

  /** No module is patched: the SDK publishes on its tracing channels. */
  protected override init(): [] {
    return [];
  }

  /** Creates the duration histogram on the current meter. */
  protected override _updateMetricInstruments(): void {
    this.requestDuration = this.meter.createHistogram('http.client.request.duration', {
      description: 'Duration of HTTP client requests.',
      unit: 's',
      advice: {
        explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
      },
    });
  }

  /** Subscribes to the SDK's tracing channels (nothing where the runtime has no `diagnostics_channel`). */
  override enable(): void {
    super.enable();
    if (this.subscriptions) return;
    const telemetry = { tracer: () => this.tracer, duration: () => this.requestDuration };
    const spans = requestSpans(telemetry);
    const pairs: [Tracing<object> | undefined, TracingHandlers<object>][] = [
      [requestTracing as Tracing<object> | undefined, spans.request as TracingHandlers<object>],
      [attemptTracing as Tracing<object> | undefined, spans.attempt as TracingHandlers<object>],
      [deliveryTracing as Tracing<object> | undefined, deliverySpans(telemetry) as TracingHandlers<object>],
      [batchTracing as Tracing<object> | undefined, batchSpans(telemetry) as TracingHandlers<object>],
    ];
    this.subscriptions = pairs.filter((pair): pair is Subscription => pair[0] !== undefined);
    for (const [channel, handlers] of this.subscriptions) channel.subscribe(handlers);
  }

  /** Unsubscribes: the SDK's calls publish nothing again once no one else listens. */
  override disable(): void {
    super.disable();
    for (const [channel, handlers] of this.subscriptions ?? []) channel.unsubscribe(handlers);
    this.subscriptions = undefined;
  }
}
