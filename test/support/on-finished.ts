import type { TestContext } from 'vitest';

/**
 * Registers a clean-up to run when the test ends: the test context's own `onTestFinished` (in a concurrent
 * suite the global one attaches to whichever test runs last).
 */
export type OnFinished = TestContext['onTestFinished'];
