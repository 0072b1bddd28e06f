import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/**
 * Bundle sizes as an app would ship them: each case bundled by esbuild for the browser (ESM, minified,
 * tree-shaken), then gzipped, checked against bench/size-budgets.json (kB = 1000 bytes). Fails when one is
 * over its budget. `npm run size -- --why` also lists where the minified bytes go, by package and folder.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const budgets: Record<string, number> = JSON.parse(
  readFileSync(new URL('size-budgets.json', import.meta.url), 'utf8'),
);

/** What each case's app imports and uses. */
const CASES: Record<string, string> = {
  'client + desk.people.get(1)': `import { Pike13 } from './src/index.ts';
    new Pike13({ subdomain: 'mystudio', accessToken: 'token' }).desk.people.get(1);`,
  'webhook receiver': `import { createWebhookHandler } from './src/webhooks/index.ts';
    export default createWebhookHandler({ secret: 'a-secret-of-32-characters-000000', on: {} });`,
  'reports builder': `export * from './src/reports/index.ts';`,
  oauth: `export * from './src/oauth/index.ts';`,
};

interface Measured {
  name: string;
  minified: number;
  gzipped: number;
  metafile: Metafile;
}

async function measure(name: string, contents: string): Promise<Measured> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { name, minified: code.length, gzipped: gzipSync(code).length, metafile: result.metafile };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** `node_modules/zod/...` → `zod`; `src/core/http.ts` → `src/core`. */
function groupOf(path: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (module) return module[1] ?? path;
  return path.split('/').slice(0, -1).join('/') || path;
}

/** The minified bytes of each package and source folder in the bundle, largest first. */
function breakdown({ metafile, minified }: Measured) {
  const groups = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      groups.set(groupOf(path), (groups.get(groupOf(path)) ?? 0) + input.bytesInOutput);
    }
  }
  const rows = [...groups].sort((a, b) => b[1] - a[1]);
  for (const [group, bytes] of rows) {
    const share = ((bytes / minified) * 100).toFixed(0).padStart(3);
    console.log(`    ${kB(bytes).padStart(6)} kB ${share} %  ${group}`);
  }
}

const why = process.argv.includes('--why');
let over = 0;
console.log(`${'bundle'.padEnd(28)} ${'min'.padStart(8)} ${'gzip'.padStart(8)} ${'budget'.padStart(8)}`);
for (const [name, contents] of Object.entries(CASES)) {
  const measured = await measure(name, contents);
  const budget = budgets[name];
  const fits = budget !== undefined && measured.gzipped / 1000 <= budget;
  if (!fits) over += 1;
  const verdict = budget === undefined ? 'no budget' : fits ? 'ok' : 'OVER';
  console.log(
    `${name.padEnd(28)} ${kB(measured.minified).padStart(5)} kB ${kB(measured.gzipped).padStart(5)} kB ${(budget?.toFixed(1) ?? '-').padStart(5)} kB  ${verdict}`,
  );
  if (why) breakdown(measured);
}
if (over > 0) {
  console.error(`\n${over} bundle(s) over budget (bench/size-budgets.json)`);
  process.exitCode = 1;
}
