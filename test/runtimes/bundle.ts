import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles a host file of the consumer folder with the installed package, as a Worker's or a web app's
 * build would, into `outfile`; the package is resolved from the consumer's node_modules by its exports.
 */
export async function bundleFromConsumer(
  consumer: string,
  entry: string,
  outfile: string,
  conditions: string[],
) {
  await build({
    entryPoints: [join(consumer, entry)],
    absWorkingDir: consumer,
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions,
    logLevel: 'error',
  });
}

/**
 * Compiles a host file of the consumer folder to CommonJS, the suite inlined and every package left as a
 * `require()`, so that Node loads the package's CommonJS build (`exports[…].require`).
 */
export async function commonJsFromConsumer(consumer: string, entry: string, outfile: string) {
  await build({
    entryPoints: [join(consumer, entry)],
    absWorkingDir: consumer,
    outfile,
    bundle: true,
    packages: 'external',
    format: 'cjs',
    platform: 'node',
    target: 'node22',
    logLevel: 'error',
  });
}
