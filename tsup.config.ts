import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    oauth: 'src/oauth/index.ts',
    webhooks: 'src/webhooks/index.ts',
    reports: 'src/reports/index.ts',
    redis: 'src/redis/index.ts',
    sandbox: 'src/sandbox/index.ts',
    sync: 'src/sync/index.ts',
    otel: 'src/otel/index.ts',
    cli: 'src/cli/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['ioredis', 'msw', 'pg'],
  // zod's package entries load all 216 modules of zod (its 64 locales among them) on import; bundled, Node
  // loads only the parts the SDK uses. Bundlers take dist/modules/, where zod stays external and dedupes.
  noExternal: ['zod'],
});
