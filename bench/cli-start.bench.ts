import { execFile } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, quantile } from './support/stats.ts';

/**
 * CLI start: the built bin (`dist/cli.js`) as whole processes, each paired with `node -e 0` on the same
 * Node, in rounds (the pair's order alternates). The figure is the median over the rounds of the pair's
 * wall-time ratio, so a machine that slows down slows both. Node's compile cache is on for the bin, as it
 * is for a user from their second call; `(no compile cache)` rows show what it buys, `(no help table)` what
 * dist/cli-help/ buys (a copy of dist/ without it: the CLI works the help out from the SDK). The noise is how far
 * apart two `node -e 0` of one round come out (median); a ratio past its goal by more than that fails the
 * run (CI's budget). Needs `npm run build` first.
 */

const ROUNDS = Number(process.env.CLI_START_ROUNDS ?? 20);
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}dist/cli.js`;

if (!existsSync(bin) || !existsSync(`${root}dist/cli-help/desk.json`)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

/** A command line of the bin, and the most its ratio to `node -e 0` may be (none: shown, not judged). */
interface Case {
  label: string;
  args: string[];
  /** Another copy of the bin (the one without the help table). */
  bin?: string;
  goal?: number;
  env?: Record<string, string>;
}

/** dist/ without the help table, where it still resolves the package's dependencies. */
const tableless = `${root}node_modules/.cache/cli-start-bench/dist/`;
rmSync(tableless, { recursive: true, force: true });
cpSync(`${root}dist/`, tableless, { recursive: true, filter: (path) => !path.includes('cli-help') });

const { createSandbox } = await import(`${root}dist/sandbox.js`);
const sandbox = await createSandbox({ clients: 200, rateLimit: false });
const target = { PIKE13_BASE_URL: sandbox.url as string, PIKE13_TOKEN: sandbox.tokens.staff as string };
const noCache = { NODE_DISABLE_COMPILE_CACHE: '1' };

const CASES: Case[] = [
  { label: 'pike13 --version', args: ['--version'], goal: 1.5 },
  { label: 'pike13 --help', args: ['--help'], goal: 2 },
  { label: 'pike13 desk people list --help', args: ['desk', 'people', 'list', '--help'], goal: 2 },
  { label: 'pike13 sandbox --help', args: ['sandbox', '--help'], goal: 2 },
  { label: 'pike13 report --help', args: ['report', '--help'], goal: 2 },
  { label: 'pike13 sync --help', args: ['sync', '--help'], goal: 2 },
  { label: 'pike13 desk people list (sandbox)', args: ['desk', 'people', 'list', '--json'], env: target },
  {
    label: 'pike13 desk people list --help (no help table)',
    args: ['desk', 'people', 'list', '--help'],
    bin: `${tableless}cli.js`,
  },
  { label: 'pike13 --version (no compile cache)', args: ['--version'], env: noCache },
  {
    label: 'pike13 desk people list (no compile cache)',
    args: ['desk', 'people', 'list', '--json'],
    env: { ...target, ...noCache },
  },
];

const run = promisify(execFile);

/** Wall milliseconds of one whole process, to its exit; throws when it fails. */
async function wall(args: string[], env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  await run(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 1 << 24 });
  return performance.now() - started;
}

const baseline = ['-e', '0'];
const ratios = new Map<string, number[]>(CASES.map((c) => [c.label, []]));
const baselines: number[] = [];
const spreads: number[] = [];

for (const c of CASES) await wall([c.bin ?? bin, ...c.args], c.env); // warm-up: the compile cache is written here
for (let round = 0; round < ROUNDS; round++) {
  const first = await wall(baseline);
  const second = await wall(baseline);
  baselines.push(first, second);
  spreads.push(Math.abs(second / first - 1));
  for (const c of CASES) {
    const pair = round % 2 === 0;
    const before = pair ? await wall(baseline) : 0;
    const ours = await wall([c.bin ?? bin, ...c.args], c.env);
    const after = pair ? 0 : await wall(baseline);
    ratios.get(c.label)?.push(ours / (before || after));
  }
}
await sandbox.close();
rmSync(tableless, { recursive: true, force: true });

const noise = median(spreads);
console.log(
  `Node ${process.version}, ${ROUNDS} paired rounds; node -e 0: ${median(baselines).toFixed(0)} ms (p90 ${quantile(baselines, 0.9).toFixed(0)} ms); noise ±${(noise * 100).toFixed(0)} %`,
);
console.log(`${'command'.padEnd(46)} ${'x node -e 0'.padStart(12)} ${'goal'.padStart(6)}  verdict`);
let over = 0;
for (const c of CASES) {
  const ratio = median(ratios.get(c.label) ?? []);
  const budget = c.goal === undefined ? undefined : c.goal * (1 + noise);
  const verdict =
    c.goal === undefined
      ? ''
      : ratio <= c.goal
        ? 'met'
        : ratio <= (budget as number)
          ? 'within noise'
          : 'OVER';
  if (verdict === 'OVER') over += 1;
  const goal = c.goal === undefined ? '-' : `${c.goal}x`;
  console.log(`${c.label.padEnd(46)} ${`${ratio.toFixed(2)}x`.padStart(12)} ${goal.padStart(6)}  ${verdict}`);
}
if (over > 0) {
  console.error(`\n${over} start(s) past the goal by more than the noise`);
  process.exitCode = 1;
}
