import { Pike13 } from '../src/pike13.ts';
import { startService } from './support/service.ts';
import { atPhase, ms, verdict } from './support/stats.ts';

/**
 * 5. Window phases: 300 `desk.people.get` at once against a service allowing 180 per 2 s in fixed
 * windows (its own, aligned on the epoch), with `RateLimit-Limit/Remaining/Reset` on every answer, the
 * stand-in in a child process. The calls start 5 … 1,992 ms into the service's window; the SDK follows
 * the headers, so the rest goes out when the service's window resets, whatever the phase.
 *
 * Fastest possible, defined: the requests that arrived before the first reset are what any client's
 * first burst gets in; the rest need ⌈rest / 180⌉ more windows, so no client finishes before the last
 * of those opens, plus the time the SDK's own last burst took to arrive. Figure: that floor over the
 * SDK's elapsed time (start to last arrival).
 */

const LIMIT = 180;
const WINDOW_MS = 2_000;
const CALLS = 300;
const PHASES = [5, 500, 1_000, 1_500, 1_992];
const TARGET = 0.95;

const service = await startService({ kind: 'fixed', limit: LIMIT, windowMs: WINDOW_MS });
console.log(
  `5. Window phases: ${CALLS} desk.people.get at once; the service allows ${LIMIT} per ${WINDOW_MS / 1000} s (fixed windows, RateLimit-* headers)`,
);
let worst = 1;
let rejectedInAll = 0;
for (const phase of PHASES) {
  await service.forget();
  const pike13 = new Pike13({
    baseUrl: service.url,
    accessToken: `phase-token-${phase}`,
    rateLimit: { perToken: LIMIT, windowMs: WINDOW_MS, perAddress: false },
  });
  await atPhase(WINDOW_MS, 0); // a window the previous phase's requests never reached
  const started = await atPhase(WINDOW_MS, phase);
  const results = await Promise.allSettled(Array.from({ length: CALLS }, () => pike13.desk.people.get(48)));
  const { arrivals, rejected } = await service.stats();
  if (results.some((r) => r.status === 'fulfilled' && r.value.id !== 48))
    throw new Error('a wrong person came back');
  const failed = results.filter((r) => r.status === 'rejected').length;
  const firstReset = started - (started % WINDOW_MS) + WINDOW_MS;
  const inFirst = arrivals.filter((t) => t < firstReset).length;
  const lastOpening = firstReset + (Math.ceil((CALLS - inFirst) / LIMIT) - 1) * WINDOW_MS;
  const last = arrivals.at(-1) as number;
  const ownLastBurst = last - (arrivals.find((t) => t >= last - (last % WINDOW_MS)) as number);
  const floor = lastOpening - started + ownLastBurst;
  const share = floor / (last - started);
  worst = Math.min(worst, share);
  rejectedInAll += rejected;
  console.log(
    `   phase ${String(started % WINDOW_MS).padStart(4)} ms: ${inFirst} arrived before the reset; elapsed ${ms(last - started)}, fastest possible ${ms(floor)} = ${(100 * share).toFixed(1)}%; 429: ${rejected}, failed calls: ${failed}`,
  );
}
await service.close();
console.log(
  `   worst phase ${(100 * worst).toFixed(1)}% of the fastest possible — target ≥ ${100 * TARGET}%: ${verdict(worst >= TARGET)}; 429 answers in all: ${rejectedInAll} — target 0: ${verdict(rejectedInAll === 0)}`,
);
