import { vi } from 'vitest';
import * as z from 'zod/mini';

/*
 * Run before each test file of the unit project. Its files share a worker (`isolate: false`: vitest, msw
 * and zod load once a worker, not once a file); each still starts from what a process of its own would:
 * the SDK's modules evaluated anew (the process-wide rate limiters among them), and zod's global config
 * without the English locale that loading `zod` (the MCP SDK does) installs for every zod in the process.
 */
vi.resetModules();
z.config({ localeError: undefined, customError: undefined });
