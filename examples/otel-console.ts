// OpenTelemetry: every call of a sandbox session as spans on the console, with the SDK's three lines
// (the SDK, the instrumentation, the exporter). In real use, pass your backend's exporter instead.
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import {
  ConsoleSpanExporter,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { Pike13 } from '../src/index.ts';
import { Pike13Instrumentation } from '../src/otel/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const kept = new InMemorySpanExporter(); // only to check the session below
const tracerProvider = new TracerProvider({
  spanProcessors: [
    new SimpleSpanProcessor({ exporter: new ConsoleSpanExporter() }),
    new SimpleSpanProcessor({ exporter: kept }),
  ],
});
registerInstrumentations({ instrumentations: [new Pike13Instrumentation()], tracerProvider });

const sandbox = await createSandbox();
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
const tracer = tracerProvider.getTracer('example');
await tracer.startActiveSpan('front desk session', async (span) => {
  const first = await pike13.desk.people.list();
  await pike13.desk.people.get(first.items[0]?.id ?? 1);
  span.end();
});
await sandbox.close();
await tracerProvider.forceFlush();

const names = kept.getFinishedSpans().map((span) => span.name);
console.log(`spans: ${names.join(', ')}`);
for (const expected of ['pike13 desk.people.list', 'pike13 desk.people.get', 'GET /api/v2/desk/people/:id']) {
  if (!names.includes(expected)) throw new Error(`no span ${expected}`);
}
if (JSON.stringify(kept.getFinishedSpans().map((s) => s.attributes)).includes(sandbox.tokens.staff))
  throw new Error('a span holds the token');
await tracerProvider.shutdown();
