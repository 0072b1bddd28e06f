import { Pike13 } from '../src/pike13.ts';
import { type ServiceStats, startService } from './support/service.ts';
import { atPhase, fixedWindowRate, median, ms, verdict } from './support/stats.ts';

/**
 * 4. Bursts, the stand-in service in a child process:
 * (a) 500 `desk.people.get` at once with one token against a service counting arrivals in a sliding
 *     window (180 per 2 s): a slot counts from its answer, so no window ever holds more than 180.
 * (b) The per-address limit: 10 tokens, 1,800 calls at once, against a service allowing 360 per 2 s
 *     across all tokens (fixed windows, `RateLimit-*` headers on every answer).
 */

const WINDOW_MS = 2_000;
const PERSON = 48;
const TARGET_RATE = 0.95;

type Outcome = PromiseSettledResult<{ id: number }>;

/** Fails the benchmark when a call got something other than the person asked for. */
function checkPeople(results: Outcome[], label: string): number {
  const errors = results.filter((r) => r.status === 'rejected');
  const wrong = results.filter((r) => r.status === 'fulfilled' && r.value.id !== PERSON);
  if (wrong.length > 0) throw new Error(`${label}: ${wrong.length} answers were not person ${PERSON}`);
  return errors.length;
}

function report(label: string, stats: ServiceStats, errors: number, calls: number): void {
  console.log(`   ${label}`);
  console.log(
    `     ${stats.arrivals.length} requests for ${calls} calls; 429 answers: ${stats.rejected} — target 0: ${verdict(stats.rejected === 0)}; calls failed: ${errors} — target 0: ${verdict(errors === 0)}`,
  );
}

// (a) A burst against a sliding window that counts arrivals.
{
  const LIMIT = 180;
  const CALLS = 500;
  const service = await startService({ kind: 'sliding', limit: LIMIT, windowMs: WINDOW_MS });
  const pike13 = new Pike13({
    baseUrl: service.url,
    accessToken: 'burst-token',
    rateLimit: { perToken: LIMIT, windowMs: WINDOW_MS, perAddress: false },
  });
  const started = Date.now();
  const results = await Promise.allSettled(
    Array.from({ length: CALLS }, () => pike13.desk.people.get(PERSON)),
  );
  const elapsed = Date.now() - started;
  const stats = await service.stats();
  await service.close();
  const errors = checkPeople(results, 'burst');
  const arrivals = stats.arrivals;
  // A sliding window allows request k no sooner than one window after request k − limit.
  const gaps = arrivals.slice(LIMIT).map((t, i) => t - (arrivals[i] as number));
  const rate = WINDOW_MS / median(gaps);
  console.log(
    `4. Bursts. (a) ${CALLS} desk.people.get at once, one token, service counting arrivals in a sliding ${WINDOW_MS / 1000} s window, ${LIMIT} allowed`,
  );
  report(`rateLimit {perToken: ${LIMIT}, windowMs: ${WINDOW_MS}}:`, stats, errors, CALLS);
  console.log(
    `     first ${LIMIT} arrived within ${ms((arrivals[LIMIT - 1] as number) - (arrivals[0] as number))}; all in ${ms(elapsed)}`,
  );
  console.log(
    `     rate ${(100 * rate).toFixed(1)}% of the allowed (median time between request k and k − ${LIMIT}: ${ms(median(gaps))}, the window ${ms(WINDOW_MS)}; the slot counts from the answer, plus 2% slack)`,
  );
}

// (b) Many tokens, one address.
{
  const TOKENS = 10;
  const PER_ADDRESS = 360;
  const CALLS = 1_800;
  const service = await startService({ kind: 'fixed', limit: PER_ADDRESS, windowMs: WINDOW_MS });
  const clients = Array.from(
    { length: TOKENS },
    (_, i) =>
      new Pike13({
        baseUrl: service.url,
        accessToken: `tenant-token-${i}`,
        rateLimit: { perToken: 180, perAddress: PER_ADDRESS, windowMs: WINDOW_MS },
      }),
  );
  const started = await atPhase(WINDOW_MS, 5);
  const results = await Promise.allSettled(
    Array.from({ length: CALLS }, (_, i) => (clients[i % TOKENS] as Pike13).desk.people.get(PERSON)),
  );
  const elapsed = Date.now() - started;
  const stats = await service.stats();
  await service.close();
  const errors = checkPeople(results, 'per address');
  const rate = fixedWindowRate(stats.arrivals, PER_ADDRESS, WINDOW_MS);
  console.log(
    `   (b) ${TOKENS} tokens, ${CALLS} calls at once; the service allows ${PER_ADDRESS} per ${WINDOW_MS / 1000} s across all tokens (fixed windows, RateLimit-* headers)`,
  );
  report(
    `rateLimit {perToken: 180, perAddress: ${PER_ADDRESS}, windowMs: ${WINDOW_MS}}:`,
    stats,
    errors,
    CALLS,
  );
  console.log(
    `     elapsed ${ms(elapsed)}; achieved rate ${(100 * rate).toFixed(1)}% of ${PER_ADDRESS} per ${WINDOW_MS / 1000} s — target ≥ ${100 * TARGET_RATE}%: ${verdict(rate >= TARGET_RATE)}`,
  );
}
