import { Pike13 } from '../src/pike13.ts';
import { createSandbox } from '../src/sandbox/index.ts';
import { fixedWindowRate, ms, verdict } from './support/stats.ts';

/**
 * 10. A burst with default options: `pike13 sandbox` on loopback with its own limits (180 per token in
 * fixed one-minute windows that open at a token's first request), a client made with `baseUrl` and
 * `accessToken` only, 230 `desk.people.get` at once. Every call must wait its turn and succeed: 0 failed,
 * 0 × 429, at ≥ 98% of 180 a minute. Takes a little over a minute: the second window is a real one.
 */

const CALLS = 230;
const LIMIT = 180;
const WINDOW_MS = 60_000;
const PERSON = 1;
const TARGET_RATE = 0.98;

const sandbox = await createSandbox({ rateLimit: {} });
const arrivals: number[] = [];
let tooMany = 0;
const handle = sandbox.engine.handle.bind(sandbox.engine);
sandbox.engine.handle = async (request, ip) => {
  arrivals.push(Date.now());
  const response = await handle(request, ip);
  if (response.status === 429) tooMany++;
  return response;
};

const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
const started = Date.now();
const results = await Promise.allSettled(Array.from({ length: CALLS }, () => pike13.desk.people.get(PERSON)));
const elapsed = Date.now() - started;
await sandbox.close();

const failed = results.filter((r) => r.status === 'rejected');
const wrong = results.filter((r) => r.status === 'fulfilled' && r.value.id !== PERSON);
if (wrong.length > 0) throw new Error(`${wrong.length} answers were not person ${PERSON}`);
// The sandbox's windows open at the token's first request: measured from it, they align on 0.
const first = arrivals[0] as number;
const rate = fixedWindowRate(
  arrivals.map((t) => t - first),
  LIMIT,
  WINDOW_MS,
);

console.log(
  `10. Defaults: ${CALLS} desk.people.get at once, new Pike13({ baseUrl, accessToken }), against pike13 sandbox on loopback (${LIMIT} per token a minute)`,
);
console.log(
  `   ${arrivals.length} requests for ${CALLS} calls; calls failed: ${failed.length} — target 0: ${verdict(failed.length === 0)}; 429 answers: ${tooMany} — target 0: ${verdict(tooMany === 0)}`,
);
if (failed.length > 0)
  console.log(`   first failure: ${String((failed[0] as PromiseRejectedResult).reason)}`);
console.log(
  `   elapsed ${ms(elapsed)}; achieved rate ${(100 * rate).toFixed(1)}% of ${LIMIT} a minute — target ≥ ${100 * TARGET_RATE}%: ${verdict(rate >= TARGET_RATE)}`,
);
