import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median } from './support/stats.ts';

/**
 * 9. Consumer type-check cost: what a strict consumer's `tsc` pays for importing the built package and
 * making a few typed calls, beside the same for openai-node and stripe-node (devDependencies) and an empty file (the
 * baseline both share: the standard and Node libraries), with `skipLibCheck` on (what `tsc --init` writes)
 * and off (every declaration checked). Each check runs in a new process (5 rounds, rotating); the figures
 * are medians of check time, types and instantiations. Needs `npm run build`.
 *
 * The budget: with `skipLibCheck: false`, pike13's instantiations (the whole program's, a count that does not
 * depend on the machine) over openai's. Goal 1.5x; the run fails when the ratio passes `INSTANTIATIONS_BUDGET`
 * (today's figure and a little room: lower it as the declarations get cheaper). The published declarations
 * name none of zod's types (scripts/plain-declarations.ts writes them out): zod's own `.d.ts` alone costs more
 * than openai's whole program. The other entries (`pike13/webhooks`, `pike13/reports`, `pike13/oauth`), each
 * imported alone, are printed beside.
 */

/** Rounds of processes; `TYPECHECK_ROUNDS=1` for the counts alone (CI's budget check): they are the same each round. */
const ROUNDS = Number(process.env.TYPECHECK_ROUNDS ?? 5);
const INSTANTIATIONS_GOAL = 1.5;
const INSTANTIATIONS_BUDGET = 0.96;
const root = fileURLToPath(new URL('..', import.meta.url));
const folder = `${root}node_modules/.cache/typecheck-bench/`;
if (!existsSync(`${root}dist/index.d.ts`)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

const CONSUMERS: Record<string, string> = {
  baseline: 'export const nothing = 0;\n',
  pike13: `import { Pike13 } from 'pike13';
import { eq } from 'pike13/reports';
const pike13 = new Pike13({ subdomain: 'mystudio', accessToken: 'token' });
const page = await pike13.desk.people.list({ is_member: true });
export const email = page.items[0]?.email;
const booking = await pike13.front.bookings.create({ leases: [{ event_occurrence_id: 1, person: { id: 2 } }] });
export const state = booking.state;
export const rows = await pike13.reports.clients.select('person_id', 'full_name').where(eq('person_state', 'active')).all();
`,
  'pike13/webhooks': `import { createWebhookHandler, previousOf, resourceOf } from 'pike13/webhooks';
export const handler = createWebhookHandler({ secret: 'secret', on: {
  'visit.new': (notification) => console.log(resourceOf(notification).person_id),
  'invoice.updated': (notification) => console.log(previousOf(notification)?.state),
} });
`,
  'pike13/reports': `import { eq, Reports } from 'pike13/reports';
declare const reports: Reports;
export const rows = await reports.clients.select('person_id', 'full_name').where(eq('person_state', 'active')).all();
`,
  'pike13/oauth': `import { authorizationUrl, exchangeCode } from 'pike13/oauth';
export const url = authorizationUrl({ clientId: 'id', redirectUri: 'https://app.example.com/cb', state: 's' });
export const { accessToken } = await exchangeCode({ clientId: 'id', clientSecret: 'secret', redirectUri: 'https://app.example.com/cb', code: 'c' });
`,
  openai: `import OpenAI from 'openai';
const client = new OpenAI({ apiKey: 'key' });
const completion = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
export const text = completion.choices[0]?.message.content;
const models = await client.models.list();
export const first = models.data[0]?.id;
`,
  stripe: `import Stripe from 'stripe';
const stripe = new Stripe('sk_test_key');
const customer = await stripe.customers.retrieve('cus_1');
export const email = customer.deleted ? undefined : customer.email;
const customers = await stripe.customers.list({ limit: 10 });
export const first = customers.data[0]?.id;
`,
};

/** One check in a new process: milliseconds of `getPreEmitDiagnostics`, types and instantiations. */
const CHECK = `
import ts from 'typescript';
const [file, skip] = process.argv.slice(2);
const program = ts.createProgram([file], { strict: true, noEmit: true, module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2023, types: ['node'],
  skipLibCheck: skip === 'skip' });
const started = performance.now();
const errors = ts.getPreEmitDiagnostics(program).length;
const checker = program.getTypeChecker();
console.log(JSON.stringify({ ms: performance.now() - started, types: checker.getTypeCount(),
  instantiations: checker.getInstantiationCount(), errors }));
`;

mkdirSync(folder, { recursive: true });
for (const [name, source] of Object.entries(CONSUMERS)) writeFileSync(`${folder}${fileOf(name)}`, source);
writeFileSync(`${folder}check.mjs`, CHECK);

/** The consumer's file name (`pike13/webhooks` → `pike13-webhooks.mts`). */
function fileOf(name: string): string {
  return `${name.replace('/', '-')}.mts`;
}

type Figures = { ms: number; types: number; instantiations: number; errors: number };
const names = Object.keys(CONSUMERS);

function measure(skipLibCheck: boolean): Map<string, Figures[]> {
  const samples = new Map<string, Figures[]>(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length] as string;
      const args = [`${folder}check.mjs`, `${folder}${fileOf(name)}`, skipLibCheck ? 'skip' : 'check'];
      const figures = JSON.parse(
        execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' }),
      ) as Figures;
      if (figures.errors > 0) throw new Error(`${name}: the consumer does not compile`);
      samples.get(name)?.push(figures);
    }
  }
  return samples;
}

for (const skipLibCheck of [true, false]) {
  const samples = measure(skipLibCheck);
  const of = (name: string, key: keyof Figures) => median((samples.get(name) ?? []).map((f) => f[key]));
  console.log(
    `Consumer type check (strict, node16, skipLibCheck ${skipLibCheck}), median of ${ROUNDS} processes, above an empty file (${of('baseline', 'ms').toFixed(0)} ms):`,
  );
  for (const name of names.filter((name) => name !== 'baseline')) {
    const ms = of(name, 'ms') - of('baseline', 'ms');
    const types = of(name, 'types') - of('baseline', 'types');
    const inst = of(name, 'instantiations') - of('baseline', 'instantiations');
    console.log(
      `   ${name.padEnd(16)} ${ms >= 0 ? '+' : ''}${ms.toFixed(0)} ms, +${types.toLocaleString('en-US')} types, +${inst.toLocaleString('en-US')} instantiations`,
    );
  }
  if (!skipLibCheck) {
    checkInstantiations(of('pike13', 'instantiations'), of('openai', 'instantiations'));
    const stripeRatio = of('pike13', 'instantiations') / of('stripe', 'instantiations');
    console.log(`   instantiations, whole program: pike13 / stripe = ${stripeRatio.toFixed(2)}x`);
  }
}

/** Prints pike13's instantiations over openai's (whole programs) against the goal, and fails past the budget. */
function checkInstantiations(pike13: number, openai: number): void {
  const ratio = pike13 / openai;
  const withinBudget = ratio <= INSTANTIATIONS_BUDGET;
  console.log(
    `   instantiations, whole program: pike13 ${pike13.toLocaleString('en-US')} / openai ${openai.toLocaleString('en-US')} = ${ratio.toFixed(2)}x (goal ≤ ${INSTANTIATIONS_GOAL}x: ${ratio <= INSTANTIATIONS_GOAL ? 'met' : 'missed'}; budget ${INSTANTIATIONS_BUDGET}x: ${withinBudget ? 'ok' : 'OVER'})`,
  );
  if (!withinBudget) process.exitCode = 1;
}
