import type ts from 'typescript';
import { sourcesProgram } from '../../scripts/registry-methods.ts';

/** Where a worker keeps its program: on the global object, which outlives a reset of the modules. */
const SHARED = Symbol.for('pike13.test.sourcesProgram');

/**
 * One TypeScript program over the sources a worker (with its checker's worked-out types), for every test
 * file that reads the registry's methods from the sources: building it and checking the methods' types
 * costs seconds of CPU, the same for each. The sources do not change during a run.
 */
export function sharedSourcesProgram(): ts.Program {
  const holder = globalThis as { [SHARED]?: ts.Program };
  holder[SHARED] ??= sourcesProgram();
  return holder[SHARED];
}
