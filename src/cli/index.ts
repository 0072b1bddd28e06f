#!/usr/bin/env node
import { runCli } from './run.ts';

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other commands do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
