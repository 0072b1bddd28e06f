import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/**
 * Bundle sizes as an app would ship them: each case imports the built package by its name (so through its
 * `exports`, as an installed copy: `npm run build` first) and is bundled by esbuild for the browser (ESM,
 * minified, tree-shaken, split at dynamic imports as Vite, webpack and Rollup split them), then gzipped
 * file by file, checked against bench/size-budgets.json (kB = 1000 bytes). The size is what the page loads
 * to run the case: the entry file and the files it imports; a chunk behind a dynamic `import()` that the
 * case never reaches is listed apart. The whole client is also bundled as one file (no splitting: every
 * dynamic import inlined), and the same two ways beside the peers it is compared with: openai-node and
 * stripe-node (devDependencies, pinned), each making one call. Fails when a case is over its budget
 * (`<case>` split, `<case> (one file)` unsplit). `npm run size -- --why` also lists where the minified
 * bytes go, by package and folder.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const budgets: Record<string, number> = JSON.parse(
  readFileSync(new URL('size-budgets.json', import.meta.url), 'utf8'),
);
if (!existsSync(`${root}dist/modules/index.js`)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

/** What each case's app imports and uses. */
const CASES: Record<string, string> = {
  'client + desk.people.get(1)': `import { Pike13 } from 'pike13';
    new Pike13({ subdomain: 'mystudio', accessToken: 'token' }).desk.people.get(1);`,
  'client + hooks + desk.people.get': `import { Pike13 } from 'pike13';
    new Pike13({ subdomain: 'mystudio', accessToken: 'token', hooks: { beforeRequest: [() => undefined] } })
      .desk.people.get(1);`,
  'Pike13Client + DeskPeople.get(1)': `import { DeskPeople, Pike13Client } from 'pike13';
    new DeskPeople(new Pike13Client({ subdomain: 'mystudio', accessToken: 'token' })).get(1);`,
  'webhook receiver': `import { createWebhookHandler } from 'pike13/webhooks';
    export default createWebhookHandler({ secret: 'a-secret-of-32-characters-000000', on: {} });`,
  'reports builder': `export * from 'pike13/reports';`,
  oauth: `export * from 'pike13/oauth';`,
};

/** Cases also bundled as one file: what an app that does not split ships. */
const ONE_FILE = new Set(['client + desk.people.get(1)']);

/** The peers' whole clients, one call each, bundled both ways beside pike13's (no budget). */
const PEERS: Record<string, string> = {
  'openai-node: client + models.retrieve': `import OpenAI from 'openai';
    new OpenAI({ apiKey: 'key', dangerouslyAllowBrowser: true }).models.retrieve('gpt-4o');`,
  'stripe-node: client + customers.retrieve': `import Stripe from 'stripe';
    new Stripe('sk_test_key').customers.retrieve('cus_1');`,
};

interface Measured {
  name: string;
  /** Minified bytes of the files loaded up front. */
  minified: number;
  /** Their gzipped bytes, each file on its own as a server sends it. */
  gzipped: number;
  /** Chunks loaded only when a dynamic `import()` runs: name → gzipped bytes. */
  onDemand: Map<string, number>;
  /** The bytes in the loaded files of each input module. */
  inputs: Map<string, number>;
}

async function measure(name: string, contents: string, splitting = true): Promise<Measured> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'case.ts' },
    bundle: true,
    splitting,
    outdir: 'out',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined);
  const loaded = entry ? staticClosure(outputs, entry) : new Set<string>();
  const measured: Measured = { name, minified: 0, gzipped: 0, onDemand: new Map(), inputs: new Map() };
  for (const file of result.outputFiles) {
    const path = Object.keys(outputs).find((output) => file.path.endsWith(output));
    if (path === undefined) continue;
    const gzipped = gzipSync(file.contents).length;
    if (!loaded.has(path)) {
      measured.onDemand.set(chunkName(outputs[path]), gzipped);
      continue;
    }
    measured.minified += file.contents.length;
    measured.gzipped += gzipped;
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {})) {
      measured.inputs.set(input, (measured.inputs.get(input) ?? 0) + bytesInOutput);
    }
  }
  return measured;
}

type Outputs = Metafile['outputs'];

/** The entry file and every file it imports statically, transitively: what loads before it runs. */
function staticClosure(outputs: Outputs, entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entry);
  return loaded;
}

/** A chunk named after the package or folder most of its bytes come from. */
function chunkName(output: Outputs[string] | undefined): string {
  const inputs = Object.entries(output?.inputs ?? {}).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  return groupOf(inputs[0]?.[0] ?? 'chunk');
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** `node_modules/zod/...` → `zod`; `dist/modules/core/http.js` → `dist/modules/core`. */
function groupOf(path: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (module) return module[1] ?? path;
  return path.split('/').slice(0, -1).join('/') || path;
}

/** The minified bytes of each package and source folder in the bundle, largest first. */
function breakdown({ inputs, minified }: Measured) {
  const groups = new Map<string, number>();
  for (const [path, bytes] of inputs) groups.set(groupOf(path), (groups.get(groupOf(path)) ?? 0) + bytes);
  const rows = [...groups].sort((a, b) => b[1] - a[1]);
  for (const [group, bytes] of rows) {
    const share = ((bytes / minified) * 100).toFixed(0).padStart(3);
    console.log(`    ${kB(bytes).padStart(6)} kB ${share} %  ${group}`);
  }
}

const why = process.argv.includes('--why');
let over = 0;

/** Prints one measured bundle against its budget (none for a peer), its on-demand chunks, and with --why its bytes. */
function report(measured: Measured, budget: number | undefined, peer = false): void {
  const fits = budget !== undefined && measured.gzipped / 1000 <= budget;
  if (!fits && !peer) over += 1;
  const verdict = peer ? 'peer' : budget === undefined ? 'no budget' : fits ? 'ok' : 'OVER';
  console.log(
    `${measured.name.padEnd(52)} ${kB(measured.minified).padStart(5)} kB ${kB(measured.gzipped).padStart(5)} kB ${(budget?.toFixed(1) ?? '-').padStart(5)} kB  ${verdict}`,
  );
  for (const [chunk, gzipped] of measured.onDemand) {
    console.log(`${''.padEnd(52)} + ${kB(gzipped)} kB gzip on demand (${chunk}, behind a dynamic import)`);
  }
  if (why) breakdown(measured);
}

console.log(
  `${'bundle (loaded up front)'.padEnd(52)} ${'min'.padStart(8)} ${'gzip'.padStart(8)} ${'budget'.padStart(8)}`,
);
for (const [name, contents] of Object.entries(CASES)) {
  report(await measure(name, contents), budgets[name]);
  const oneFile = `${name} (one file)`;
  if (ONE_FILE.has(name)) report(await measure(oneFile, contents, false), budgets[oneFile]);
}
for (const [name, contents] of Object.entries(PEERS)) {
  report(await measure(name, contents), undefined, true);
  report(await measure(`${name} (one file)`, contents, false), undefined, true);
}
if (over > 0) {
  console.error(`\n${over} bundle(s) over budget (bench/size-budgets.json)`);
  process.exitCode = 1;
}
