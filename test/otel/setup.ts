import { context, type Span, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import {
  AggregationTemporality,
  type HistogramMetricData,
  MeterProvider,
  MetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { onTestFinished } from 'vitest';
import { Pike13Instrumentation } from '../../src/otel/index.ts';

/** A reader the test collects from when it wants, with cumulative sums. */
class CollectingReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/**
 * The real OpenTelemetry SDK with the instrumentation registered, the async-hooks context manager, an
 * in-memory span exporter and a metric reader; all undone when the test ends.
 */
export function telemetry() {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const reader = new CollectingReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const unregister = registerInstrumentations({
    instrumentations: [new Pike13Instrumentation()],
    tracerProvider,
    meterProvider,
  });
  onTestFinished(async () => {
    unregister();
    context.disable();
    await tracerProvider.shutdown();
    await meterProvider.shutdown();
  });
  const tracer = tracerProvider.getTracer('test');
  return {
    spans: (): ReadableSpan[] => exporter.getFinishedSpans(),
    /** Runs `work` inside an active span of the test's own, which it answers with the result. */
    async within<T>(work: () => Promise<T>): Promise<{ parent: Span; result: T }> {
      const parent = tracer.startSpan('test parent');
      const result = await context.with(trace.setSpan(context.active(), parent), work);
      parent.end();
      return { parent, result };
    },
    /** The points of the `http.client.request.duration` histogram. */
    async durations() {
      const { resourceMetrics } = await reader.collect();
      const metric = resourceMetrics.scopeMetrics
        .flatMap((scope) => scope.metrics)
        .find((m) => m.descriptor.name === 'http.client.request.duration') as HistogramMetricData | undefined;
      return { descriptor: metric?.descriptor, points: metric?.dataPoints ?? [], all: resourceMetrics };
    },
  };
}

/** Every text the telemetry holds: span names, attributes, events, status messages, metric points. */
export function telemetryText(spans: readonly ReadableSpan[], metrics: unknown): string {
  const parts = spans.map((span) =>
    JSON.stringify({
      name: span.name,
      attributes: span.attributes,
      events: span.events,
      status: span.status,
      links: span.links,
    }),
  );
  return `${parts.join('\n')}\n${JSON.stringify(metrics)}`;
}

/** The one span named `name`. */
export function spanNamed(spans: readonly ReadableSpan[], name: string): ReadableSpan {
  const found = spans.filter((span) => span.name === name);
  if (found.length !== 1) throw new Error(`${found.length} spans named ${name}: ${spans.map((s) => s.name)}`);
  return found[0] as ReadableSpan;
}

/** The spans whose parent is `parent`. */
export function childrenOf(spans: readonly ReadableSpan[], parent: ReadableSpan): ReadableSpan[] {
  const id = parent.spanContext().spanId;
  return spans.filter((span) => span.parentSpanContext?.spanId === id);
}
