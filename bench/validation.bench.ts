import * as z from 'zod/mini';
import { decodeAnswer } from '../src/core/decode.ts';
import { endpointRegistry } from '../src/internal/registry.ts';
import { Pike13 } from '../src/pike13.ts';
import { peoplePage } from './support/people.ts';
import { median } from './support/stats.ts';

/**
 * What validation costs on a page of 100 desk people, as a share of `JSON.parse` of the same page: the
 * answer decoded as `desk.people.list()` decodes it (root key, then its schema), with validation on and
 * off, each on a freshly parsed body, in interleaved rounds in one process (client CPU). A ratio of two
 * figures of the same run on the same machine, so that it holds under load: it fails when validation
 * costs more than BUDGET of the parse (zod's parse alone costs several parses; the closures before the
 * interpreter cost 0.6).
 */

const BUDGET = 0.4;
const ROUNDS = 30;
const CALLS = 200;

const origin = 'http://127.0.0.1:9';
const text = peoplePage(origin, 1, 1, 100);
const client = new Pike13({ baseUrl: origin, accessToken: 'bench-token' });
const list = endpointRegistry(client).find(
  ({ namespace, resource, verb }) => namespace === 'desk' && resource === 'people' && verb === 'list',
)?.endpoint;
if (!list?.schema) throw new Error('desk.people.list has no answer schema');
const response = new Response(null, { status: 200 });
const label = `${list.method} ${list.path}`;
const zodPage = z.array(list.schema as z.ZodMiniType);

/**
 * Visits every value of a parsed body (`for…in` over objects, an index over arrays) and counts them: the
 * least any check that looks at every value can cost.
 */
function visitAll(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count += visitAll(value[i]);
    return count;
  }
  for (const key in value) count += visitAll((value as Record<string, unknown>)[key]);
  return count;
}

const sides = {
  parse: () => JSON.parse(text),
  walk: () => visitAll(JSON.parse(text).people),
  unvalidated: () => decodeAnswer(list, JSON.parse(text), label, false, response),
  validated: () => decodeAnswer(list, JSON.parse(text), label, true, response),
  zod: () => zodPage.parse(JSON.parse(text).people),
};
const items = sides.validated() as unknown[];
if (items.length !== 100) throw new Error(`a page of ${items.length} people`);

const cpu = {
  parse: [] as number[],
  walk: [] as number[],
  unvalidated: [] as number[],
  validated: [] as number[],
  zod: [] as number[],
};
for (let round = 0; round < ROUNDS; round++) {
  for (const [side, run] of Object.entries(sides) as [keyof typeof cpu, () => unknown][]) {
    const before = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) run();
    const { user, system } = process.cpuUsage(before);
    if (round >= 5) cpu[side].push((user + system) / CALLS); // the first rounds warm up
  }
}

const [parse, walk, unvalidated, validated, zodParse] = [
  cpu.parse,
  cpu.walk,
  cpu.unvalidated,
  cpu.validated,
  cpu.zod,
].map(median) as [number, number, number, number, number];
const validation = validated - unvalidated;
const ratio = validation / parse;
console.log(
  `Validation of a page of 100 desk people (${(text.length / 1024).toFixed(0)} kB), client CPU per page, median of ${ROUNDS - 5} rounds of ${CALLS}:`,
);
console.log(
  `   JSON.parse ${parse.toFixed(0)} µs; decoded without validation ${unvalidated.toFixed(0)} µs, with ${validated.toFixed(0)} µs: validation ${validation.toFixed(1)} µs`,
);
console.log(
  `   a bare walk over every value (${visitAll(JSON.parse(text).people)} of them), the floor of any check that reads each: ${(walk - parse).toFixed(1)} µs = ${((walk - parse) / parse).toFixed(2)}x JSON.parse`,
);
console.log(
  `   zod's parse of the same items (what an answer the fast path refuses costs): ${(zodParse - parse).toFixed(0)} µs`,
);
const verdict = ratio <= BUDGET ? 'within budget' : 'OVER BUDGET';
console.log(`   validation / JSON.parse: ${ratio.toFixed(2)}x — budget ≤ ${BUDGET}x: ${verdict}`);
if (ratio > BUDGET) process.exitCode = 1;
