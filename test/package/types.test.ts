/**
 * The TypeScript programs over the built package, in one test file so that they run in one worker and
 * share the parse of every file the tests do not write (parsed-once.ts): a strict consumer under node10,
 * node16 and bundler with the README's blocks (strict-consumer.suite.ts), the plain declarations against
 * their sources (plain-types.suite.ts) and what an editor shows (hover.suite.ts).
 */
import { afterAll } from 'vitest';
import { releaseParses } from './parsed-once.ts';
import './strict-consumer.suite.ts';
import './plain-types.suite.ts';
import './hover.suite.ts';

// The project's files run without isolation: the next file of this worker starts without the parses.
afterAll(releaseParses);
