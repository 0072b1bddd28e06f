#!/usr/bin/env node
import { enableCompileCache } from 'node:module';
import { VERSION } from '../version.ts';
import { helpFromTable } from './help-table.ts';

// Node keeps the bytecode of the modules it compiles: every later start skips compiling them again.
enableCompileCache?.();

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other commands do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

/** Answers what needs nothing else (the version, an endpoint's help) before loading the rest of the CLI. */
async function main(argv: readonly string[]): Promise<number> {
  const [first] = argv;
  if (argv.length === 1 && (first === '--version' || first === '-v' || first === 'version')) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const help = helpFromTable(argv);
  if (help !== undefined) {
    const { writeHelp } = await import('./help-layout.ts');
    writeHelp(help);
    return 0;
  }
  const { runCli } = await import('./run.ts');
  return runCli(argv);
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
