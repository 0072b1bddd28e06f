import * as z from 'zod/mini';
import { forgetSharedLimiters } from '../../src/core/limiter-registry.ts';

/*
 * Run before each test file of the unit project. Its files share a worker (`isolate: false`): vitest, msw,
 * zod and the SDK's modules load once a worker, not once a file (their caches kept). Each file starts with
 * no process-wide rate limiter (what earlier files spent is forgotten), and zod's global config without the
 * English locale that loading `zod` (the MCP SDK does) installs for every zod in the process. A file that mocks an SDK module resets the modules around itself (test/reports/query.test.ts).
 */
forgetSharedLimiters();
z.config({ localeError: undefined, customError: undefined });
