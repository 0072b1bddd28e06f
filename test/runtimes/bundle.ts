import { join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';

/** As a Worker's or a web app's build would: one ESM file, the package resolved by these export conditions. */
export const forWeb = (conditions: string[]): BuildOptions => ({
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions,
});

/** CommonJS with every package left as a `require()`, so Node loads the package's CommonJS build. */
export const forRequire: BuildOptions = {
  format: 'cjs',
  platform: 'node',
  target: 'node22',
  packages: 'external',
};

/** Bundles a host file of the consumer folder (the suite inlined) into `outfile`, the package from its node_modules. */
export async function bundleFromConsumer(
  consumer: string,
  entry: string,
  outfile: string,
  options: BuildOptions,
) {
  await build({
    entryPoints: [join(consumer, entry)],
    absWorkingDir: consumer,
    outfile,
    bundle: true,
    logLevel: 'error',
    ...options,
  });
}
