import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Node's compile cache for the workers and every Node process a test starts (the CLI from the sources
// loads some 300 modules): a start then takes half the CPU. Set here, before the workers are forked.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'pike13-test-compile-cache');

export default defineConfig({
  test: {
    restoreMocks: true,
    // Two workers on a 2-core machine (vitest's default there is one): a file waiting on a process, a
    // socket or a timer leaves a core to the other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/package/**'],
          // A worker runs file after file with vitest, msw, zod and the SDK's modules loaded once (their caches
          // kept); each file starts with no process-wide rate limiter and zod's config untouched
          // (test/support/fresh-file.ts).
          isolate: false,
          setupFiles: ['test/support/fresh-file.ts'],
          // The type check covers the whole project (test/, bench/, scripts/ too), not only the test-d files.
          typecheck: {
            enabled: true,
            include: ['test/**/*.test-d.ts'],
            checker: 'node_modules/typescript7/bin/tsc', // as test/package/compile.ts's TYPESCRIPT_7
            tsconfig: 'tsconfig.typecheck.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/setup.ts'],
          // A worker runs file after file (a fork and vitest's start once a worker, not once a file): the
          // files load the built package from its own folder, and only edges.test.ts calls it in-process.
          isolate: false,
          // Compiling a consumer against the built types with skipLibCheck: false takes seconds.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
