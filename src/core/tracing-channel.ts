/** One channel of a `TracingChannel`: what a publisher calls. */
interface PublishChannel {
  publish(message: unknown): void;
}

/** What a subscriber of a tracing channel is told, each handler optional. */
export interface TracingHandlers<Context> {
  start?(context: Context): void;
  end?(context: Context): void;
  asyncStart?(context: Context): void;
  asyncEnd?(context: Context): void;
  error?(context: Context): void;
}

/** The part of Node's `TracingChannel` (`node:diagnostics_channel`) the SDK uses. */
export interface Tracing<Context extends object> {
  /** Whether any of its channels has a subscriber: when not, nothing is published nor allocated. */
  readonly hasSubscribers: boolean;
  readonly start: PublishChannel;
  readonly end: PublishChannel;
  readonly asyncStart: PublishChannel;
  readonly asyncEnd: PublishChannel;
  readonly error: PublishChannel;
  tracePromise<T>(fn: () => Promise<T>, context: Context): Promise<T>;
  subscribe(handlers: TracingHandlers<Context>): void;
  unsubscribe(handlers: TracingHandlers<Context>): boolean;
}

interface DiagnosticsChannel {
  tracingChannel(name: string): unknown;
}

/**
 * The tracing channel `name` where the runtime has `diagnostics_channel` (Node, Bun, Deno), else undefined
 * (browsers, workerd without `nodejs_compat`). Reached through `process.getBuiltinModule`, not an import: no
 * `node:` import reaches a browser bundle.
 */
export function tracingChannel<Context extends object>(name: string): Tracing<Context> | undefined {
  const runtime = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  const channels = runtime.process?.getBuiltinModule?.('node:diagnostics_channel') as
    | DiagnosticsChannel
    | undefined;
  return channels?.tracingChannel(name) as Tracing<Context> | undefined;
}
