import { tracingChannel } from 'node:diagnostics_channel';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { TracerProvider } from '@opentelemetry/sdk-trace';
import { Pike13Instrumentation } from '../src/otel/index.ts';
import { Pike13 } from '../src/pike13.ts';
import { median, quantile } from './support/stats.ts';

/**
 * What tracing costs a call: the client CPU of `desk.people.get()` (input check, limiter slot, retry loop,
 * status, JSON, zod check) with no subscriber on the tracing channels, with a no-op subscriber (the
 * channels' own cost), and with `Pike13Instrumentation` making spans and the duration metric (a provider
 * that exports nothing). The answer comes from an in-process `fetch`, so that the network's noise does not
 * hide a few µs. Each setting runs in phases of its own (subscribing changes the channels' shape: toggled
 * per call, it would measure V8 re-optimizing), the settings taking turns phase after phase.
 */

const CYCLES = 12;
const PHASE_CALLS = 2_000;
const ID = 48;
const body = JSON.stringify({ people: [{ id: ID, name: 'Jane Client', first_name: 'Jane' }] });
const fetch = async () => new Response(body, { headers: { 'content-type': 'application/json' } });
const rateLimit = { perToken: 1e9, perAddress: 1e9 };
const pike13 = new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 'bench-token', rateLimit, fetch });

/** Client CPU (µs) per call over one phase. */
async function phase(): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < PHASE_CALLS; i++) await pike13.desk.people.get(ID);
  const { user, system } = process.cpuUsage(before);
  return (user + system) / PHASE_CALLS;
}

const noOp = { start() {}, end() {}, asyncStart() {}, asyncEnd() {}, error() {} };
const channels = [tracingChannel('pike13:request'), tracingChannel('pike13:request:attempt')];
const instrumentation = new Pike13Instrumentation({ enabled: false });
instrumentation.setTracerProvider(new TracerProvider());
instrumentation.setMeterProvider(new MeterProvider());

const settings: [string, () => void, () => void][] = [
  ['no subscriber', () => {}, () => {}],
  [
    'a no-op subscriber on both channels',
    () => {
      for (const channel of channels) channel.subscribe(noOp);
    },
    () => {
      for (const channel of channels) channel.unsubscribe(noOp);
    },
  ],
  [
    'Pike13Instrumentation (spans and the metric)',
    () => instrumentation.enable(),
    () => instrumentation.disable(),
  ],
];
const cpu = settings.map(() => [] as number[]);
for (let cycle = 0; cycle < CYCLES + 1; cycle++) {
  for (const [index, [, subscribe, unsubscribe]] of settings.entries()) {
    subscribe();
    const perCall = await phase();
    unsubscribe();
    if (cycle > 0) cpu[index]?.push(perCall); // the first cycle warms up
  }
}

console.log(`Tracing: desk.people.get(${ID}), client CPU per call, the answer from an in-process fetch`);
console.log(
  `   ${CYCLES} phases of ${PHASE_CALLS} calls per setting, the settings taking turns, after one warm-up cycle`,
);
const base = median(cpu[0] as number[]);
for (const [index, [label]] of settings.entries()) {
  const values = cpu[index] as number[];
  const more = median(values) - base;
  const over = index === 0 ? '' : `, ${more >= 0 ? '+' : ''}${more.toFixed(1)} µs`;
  console.log(
    `   ${label.padEnd(46)} ${median(values).toFixed(1).padStart(6)} µs (p10–p90 ${quantile(values, 0.1).toFixed(1)}–${quantile(values, 0.9).toFixed(1)})${over}`,
  );
}
