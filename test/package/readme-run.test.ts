/**
 * Every ```ts and ```sh block of README.md and of the guides (docs/guides/*.md: DOCUMENTS in readme.ts)
 * says how it is checked, in one HTML comment on the line above its fence: `<!-- run: sandbox -->` (run here), `<!-- run: install -->` (run by the CI step that follows
 * the README on a fresh clone) or `<!-- not run: <reason> -->`. The blocks marked `run: sandbox` run
 * verbatim against a sandbox of the built package:
 * - a ts block as an ES module (type stripping) after its prelude (readme-prelude.ts), in one of two
 *   runner processes (readme-runner.ts) that run blocks one after the other, or in a Node process of its
 *   own when it changes the process (OWN_PROCESS): a sandbox of its own, `https://pike13.com` and `https://*.pike13.com`
 *   routed to it (a block written for the live service runs unchanged), the environment it reads
 *   (`PIKE13_TOKEN`…), and the names of README_NAMES it uses bound to the sandbox's data. A block that is
 *   a vitest test file runs through vitest.
 * - a sh block in bash (`-e -o pipefail`) with `npx pike13` running the built bin (NPX_STAND_IN),
 *   `PIKE13_BASE_URL` and `PIKE13_TOKEN` (a staff member's) pointing at a sandbox started by the test.
 * Each must exit 0 within its timeout; what a block's text promises (rows, a state, a CSV) is checked
 * after it (AFTER).
 */
import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeWithRedis, REDIS_URL } from '../redis/support.ts';
import { blockRunners } from './block-runners.ts';
import { type CodeBlock, documentedBlocks, fileNameOf, namesUsed, placeOf } from './readme.ts';

type SandboxEntry = typeof import('../../src/sandbox/index.ts');

const REPOSITORY = new URL('../..', import.meta.url).pathname;
const blocks = documentedBlocks();
const MARKERS = /^<!-- (run: sandbox|run: install|not run: \S.*\S) -->$/;
const running = blocks.filter((block) => block.markers[0] === '<!-- run: sandbox -->');
/** A block's process: generous, for a loaded machine (the slowest, five `npx pike13` runs, takes 4 s alone). */
const BLOCK_TIMEOUT = 120_000;

/** Node's compile cache that vitest.config.ts sets, for every Node process of a block (a start takes half the CPU). */
const COMPILE_CACHE = process.env.NODE_COMPILE_CACHE
  ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
  : {};

/**
 * What runs after a block: the check of what its text promises (rows, a state, a CSV), and the end of a
 * connection it leaves open by design. For a ts block, code appended to it (in its scope) and a check of
 * its output; for a sh block, a check of its output and the files it wrote. `block` is a line of the block.
 */
const AFTER: {
  block: string;
  ts?: string;
  stdout?: (stdout: string) => void;
  sh?: (stdout: string, folder: string) => Promise<void>;
}[] = [
  {
    block: 'npx pike13 sandbox clock set 2026-12-01T09:00:00Z',
    stdout: (stdout) => expect(stdout).toMatch(/^(\S+Z)\n\S+Z\n2026-12-01T09:00:00\.000Z\n$/),
  },
  {
    block: 'npx pike13 sandbox snapshot restore before   # Ada is gone',
    stdout: (stdout) =>
      expect(stdout).toMatch(
        /^saved before\n[\s\S]*Lovelace[\s\S]*\nrestored before; the clock is at \S+\nbefore\nreset to the start; the clock is at \S+\n$/,
      ),
  },
  {
    block: '  await pike13.desk.people.list({ is_memeber: true } as never);',
    stdout: (stdout) =>
      expect(stdout).toMatch(
        /^InputError: GET \/api\/v2\/desk\/people: unknown param is_memeber \(valid: page, created_since, /,
      ),
  },
  {
    block: 'const slots = await appointments.availableSlots(5, { date: tomorrow });',
    ts: "if (slots.length === 0) throw new Error('no slot of service 5 on ' + tomorrow);",
  },
  {
    block:
      "  .where(and(eq('person_state', 'active'), gt('account_credit_amount', 5_000))) // currency: minor units",
    ts: [
      'if (members.length < 2 || members.some((m) => (m.account_credit_amount ?? 0) <= 5_000))',
      "  throw new Error('clients with credit: ' + JSON.stringify(members));",
      'if (byMonth.rows.length < 3 || byMonth.rows.some((row) => (row.enrollment_count ?? 0) === 0))',
      "  throw new Error('grouped rows: ' + JSON.stringify(byMonth.rows));",
    ].join('\n'),
  },
  {
    block: "const result = await sandbox.trigger('person_plan.created', { data: { plan_product_id: 1 } });",
    stdout: (stdout) =>
      expect(stdout).toMatch(
        /^\[\s*'invoice\.created',\s*'invoice\.new',\s*'transaction\.created',\s*'person_plan\.created',/,
      ),
  },
  {
    block: 'const reports = pike13.reports;',
    ts: [
      'const answered = { clients, attendance, taught, classes, unpaid, sold, payments, byItem, payroll, plans, staff };',
      'const empty = Object.entries(answered).filter(([, rows]) => rows.length === 0).map(([name]) => name);',
      "if (empty.length > 0 || months.rows.length === 0) throw new Error('no rows: ' + empty.join(', '));",
      "if (plans.some((plan) => plan.is_available !== true)) throw new Error('plans: ' + JSON.stringify(plans));",
    ].join('\n'),
  },
  {
    block:
      "const clients = await pike13.reports.clients.select('person_id', 'full_name', 'has_membership').all();",
    ts: [
      "const seeded = sandbox.state.tables.people.filter((person) => person.role === 'client').length;",
      "if (clients.length !== seeded) throw new Error(clients.length + ' rows for ' + seeded + ' clients');",
    ].join('\n'),
  },
  {
    block:
      "  dedupe: redisDedupe(redis, { prefix: 'myapp:hooks:' }), // SET NX with a lease; released when a handler fails",
    ts: [
      "const delivery = readmeRun.delivery('visit.new');",
      'const answers = [await receiver(delivery.clone()), await receiver(delivery)];',
      'await redis.quit();',
      "if (answers.some((answer) => answer.status !== 200)) throw new Error('a delivery was refused');",
    ].join('\n'),
    stdout: (stdout) => expect(stdout.match(/^\d+$/gm)).toHaveLength(1),
  },
  {
    block: 'npx pike13 desk visits list-by-person 48 --from today-90d --to today',
    // Visits of the last 90 days, which the sandbox seeds from its clock: not the [] of fixed dates long past.
    sh: async (stdout) => expect(stdout).toMatch(/^ {2}\{"id":\d+,"person_id":48,"event_occurrence_id":/m),
  },
  {
    block:
      '--where "state = completed and service_date >= today-30d and service_id in (1, 2)" --csv > visits.csv',
    sh: async (stdout, folder) => {
      const [header, ...rows] = (await readFile(join(folder, 'visits.csv'), 'utf8')).trimEnd().split(/\r?\n/);
      expect(header).toBe('visit_id,full_name,service_name,state');
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) expect(row).toMatch(/,(Yoga Flow|HIIT),completed$/);
      expect(stdout).toMatch(/^group_label +person_count +has_membership_count\n(.+ \d+ +\d+\n){2}$/m); // a row a location
    },
  },
];

/**
 * The ts blocks that leave their process changed, run in a process of their own: in a runner, the blocks
 * after them would run in a process a reader's would not be (readme-runner.ts fails a block that does).
 */
const OWN_PROCESS: { block: string; why: string }[] = [
  {
    block: 'setupServer(...sandbox.handlers).listen();',
    why: "msw's interceptors stay on fetch and node:http for every later request of the process",
  },
];

it('every ```ts and ```sh block of README.md and the guides has exactly one marker: run: sandbox, run: install or not run: <reason>', () => {
  expect(blocks.length).toBeGreaterThan(60);
  const unmarked = blocks
    .filter((block) => block.markers.length !== 1 || !MARKERS.test(block.markers[0] as string))
    .map(
      (block) =>
        `${placeOf(block)} (${block.language}): ${block.markers.length === 0 ? 'no marker' : block.markers.join(' ')}`,
    );
  expect(unmarked).toEqual([]);
});

it('runs run: install blocks only in the README, where CI runs them (.ci/readme-install)', () => {
  const elsewhere = blocks.filter(
    (block) => block.file !== 'README.md' && block.markers[0] === '<!-- run: install -->',
  );
  expect(elsewhere.map(placeOf)).toEqual([]);
});

it('each check after a block, and each block run in a process of its own, names a line of exactly one block run against the sandbox', () => {
  const stale = [...AFTER, ...OWN_PROCESS].filter(
    ({ block }) => running.filter((run) => run.code.includes(block)).length !== 1,
  );
  expect(stale.map(({ block }) => block)).toEqual([]);
});

let folder = '';
let runners: ReturnType<typeof blockRunners> | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pike13-readme-'));
  await prepareFolder(folder, inject('packageRoot'));
  runners = blockRunners(2, {
    script: join(folder, 'readme-runner.ts'),
    cwd: folder,
    env: blockEnvironment(),
  });
});

afterAll(async () => {
  runners?.close();
  await rm(folder, { recursive: true, force: true });
});

const needRedis = (block: CodeBlock) => block.code.includes("from 'ioredis'");

describe.concurrent(`the blocks of the README and the guides marked run: sandbox, run verbatim against a sandbox`, () => {
  for (const block of running.filter((block) => !needRedis(block))) runs(block);
});

describeWithRedis.concurrent(`the blocks marked run: sandbox that use Redis (REDIS_URL)`, () => {
  for (const block of running.filter(needRedis)) runs(block);
});

/** The test of one block: it runs, exits 0 in time, and keeps its promise. */
function runs(block: CodeBlock): void {
  const first = block.code.split('\n').find((line) => line.trim() !== '' && !line.startsWith('//')) ?? '';
  it(`${block.language} block of ${placeOf(block)}: ${first.slice(0, 60)}`, {
    timeout: BLOCK_TIMEOUT + 5_000,
  }, async () => {
    if (block.language === 'sh') await runShell(block);
    else await runTypescript(block);
  });
}

/** What runs after a block, if anything. */
function afterOf(block: CodeBlock) {
  return AFTER.find((after) => block.code.includes(after.block));
}

/**
 * `npx` in the sh blocks' PATH: what npx does for a package installed in the folder, run its bin, without
 * npm's own start (some 2 s of CPU a call, nine calls). Real npx runs the README's `run: install` blocks
 * (.ci/readme-install); a block that runs another package through npx fails here, named.
 */
const NPX_STAND_IN = `#!/bin/sh
[ "$1" = pike13 ] || { echo "npx stand-in of readme-run.test.ts: only pike13 is installed, not $1" >&2; exit 127; }
shift
exec pike13 "$@"
`;

/**
 * The folder blocks run in, outside `node_modules` (Node strips no types there): `pike13` the built
 * package, its bin as `npx pike13` (NPX_STAND_IN in `bin/`), each package a block imports from the
 * repository's dependencies, the prelude beside them.
 */
async function prepareFolder(folder: string, packageRoot: string): Promise<void> {
  const modules = join(folder, 'node_modules');
  await mkdir(join(modules, '.bin'), { recursive: true });
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'readme-blocks', private: true, type: 'module' }),
  );
  await symlink(join(packageRoot, 'node_modules', 'pike13'), join(modules, 'pike13'));
  const cli = join(packageRoot, 'node_modules', 'pike13', 'dist', 'cli.js');
  await chmod(cli, 0o755);
  await symlink(cli, join(modules, '.bin', 'pike13'));
  await mkdir(join(folder, 'bin'));
  await writeFile(join(folder, 'bin', 'npx'), NPX_STAND_IN, { mode: 0o755 });
  for (const name of importedPackages()) {
    await mkdir(dirname(join(modules, name)), { recursive: true });
    await symlink(join(REPOSITORY, 'node_modules', name), join(modules, name));
  }
  // Vercel's waitUntil, for the receiver that acknowledges first: the promise runs on after the answer.
  const vercel = join(modules, '@vercel', 'functions');
  await mkdir(vercel, { recursive: true });
  await writeFile(
    join(vercel, 'package.json'),
    JSON.stringify({ name: '@vercel/functions', type: 'module', exports: './index.js' }),
  );
  await writeFile(
    join(vercel, 'index.js'),
    'export function waitUntil(promise) { promise.catch(() => {}); }\n',
  );
  for (const script of ['readme-prelude.ts', 'readme-runner.ts'])
    await copyFile(new URL(script, import.meta.url), join(folder, script));
}

/** The packages other than `pike13` that the run blocks import. */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  for (const { code } of running) {
    for (const [, specifier] of code.matchAll(/from '([^'.][^']*)'/g)) {
      const name = specifier?.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier?.split('/')[0];
      if (name && !['pike13', '@vercel/functions'].includes(name) && !name.startsWith('node:'))
        names.add(name);
    }
  }
  return names;
}

/** The environment of a ts block's process. */
function blockEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: folder, REDIS_URL, NO_COLOR: '1', ...COMPILE_CACHE };
}

/**
 * Runs a ts block after its prelude, then what comes after it: in a runner, or in a process of its own
 * (through vitest when it is a test file).
 */
async function runTypescript(block: CodeBlock): Promise<void> {
  const names = namesUsed(block.code);
  const asTest = /from 'vitest'/.test(block.code);
  const file = join(folder, `${fileNameOf(block)}${asTest ? '.test' : ''}.ts`);
  const module = [
    `import { readmeRun } from './readme-prelude.ts?${fileNameOf(block)}';`,
    `await readmeRun.bind(${JSON.stringify(names)});`,
    block.code,
    afterOf(block)?.ts ?? '',
    'await readmeRun.close();',
    '',
  ].join('\n');
  await writeFile(file, module);
  if (asTest) {
    const vitest = join(REPOSITORY, 'node_modules', 'vitest', 'vitest.mjs');
    const { stdout } = await run(
      process.execPath,
      [vitest, 'run', '--root', folder, file],
      blockEnvironment(),
    );
    // Every test the block declares passed (one `it(` a line; a file may restore a snapshot between two).
    const declared = block.code.match(/^it\(/gm)?.length ?? 0;
    expect(stdout).toMatch(new RegExp(`Tests\\s+${declared} passed`));
  } else {
    const ownProcess = OWN_PROCESS.some(({ block: line }) => block.code.includes(line));
    const { stdout } = ownProcess
      ? await run(process.execPath, [file], blockEnvironment())
      : await inRunner(file);
    afterOf(block)?.stdout?.(stdout);
  }
}

/** Runs a block's module in a runner; rejects with its output when it fails or outlives BLOCK_TIMEOUT. */
async function inRunner(file: string): Promise<{ stdout: string }> {
  const ran = await (runners as ReturnType<typeof blockRunners>).run(file, BLOCK_TIMEOUT);
  if (ran.error !== undefined) throw new Error(`${file}: ${ran.error}\n${ran.stdout}\n${ran.stderr}`);
  return ran;
}

/** Runs a sh block in a folder of its own against a sandbox of the built package, then checks it. */
async function runShell(block: CodeBlock): Promise<void> {
  const { createSandbox } = (await import(
    join(inject('packageRoot'), 'node_modules', 'pike13', 'dist', 'sandbox.js')
  )) as SandboxEntry;
  const sandbox = await createSandbox();
  try {
    const work = await mkdtemp(join(folder, `${fileNameOf(block)}-`));
    const script = join(work, 'block.sh');
    await writeFile(script, block.code);
    const env = {
      PATH: `${join(folder, 'bin')}:${join(folder, 'node_modules', '.bin')}:${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: work,
      PIKE13_BASE_URL: sandbox.url,
      PIKE13_TOKEN: sandbox.tokens.staff,
      ...COMPILE_CACHE,
    };
    const { stdout } = await run('bash', ['-e', '-o', 'pipefail', script], env, work);
    await afterOf(block)?.sh?.(stdout, work);
  } finally {
    await sandbox.close();
  }
}

/** Runs a block's process; rejects with its output when it fails or outlives BLOCK_TIMEOUT. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = folder,
): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, env, timeout: BLOCK_TIMEOUT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.at(-1)}: ${error.message}\n${stdout}\n${stderr}`));
        else resolve({ stdout });
      },
    );
  });
}
