// After tsup: the ESM build for bundlers, one file per source module, under the `module` export condition
// (which bundlers match and Node does not). With `sideEffects: false`, an app's bundler then drops every
// module the app does not reach: a module inlined into one of tsup's shared chunks stays, since its
// top-level schema calls count as side effects. Node keeps tsup's bundled ESM: one file per entry loads
// in 46 ms where the 280 files take 72. Usage: node scripts/esm-modules.ts [dist folder]
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import config from '../tsup.config.ts';

const dist = process.argv[2] ?? 'dist';
/** The entries of the package's exports (the CLI is a bin, bundled by tsup alone). */
const entries = Object.entries((config as { entry: Record<string, string> }).entry)
  .filter(([name]) => name !== 'cli')
  .map(([, source]) => source);

/** Every source module the entries reach. */
async function reachableModules(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: 'unused',
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  return Object.keys(metafile.inputs).filter((path) => path.startsWith('src/'));
}

/** Leaves every import as it is written, a sibling `.ts` becoming its `.js`: nothing is bundled. */
const keepModules: Plugin = {
  name: 'keep-modules',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, ({ kind, path }) => {
      if (kind === 'entry-point') return undefined;
      return { path: path.startsWith('.') ? path.replace(/\.ts$/, '.js') : path, external: true };
    });
  },
};

await build({
  entryPoints: await reachableModules(),
  outdir: join(dist, 'modules'),
  outbase: 'src',
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  plugins: [keepModules],
  logLevel: 'error',
});
