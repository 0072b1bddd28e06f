#!/usr/bin/env node
import { runSandbox } from './sandbox.ts';

/** A command of the `pike13` bin: its one-line summary and what runs it with the arguments after its name. */
interface Command {
  summary: string;
  run(args: string[]): Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  sandbox: {
    summary:
      'start a local in-memory Pike13 (--port 4013, --seed N, --clients N, --data file.json, --no-rate-limit)',
    run: runSandbox,
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}`);
  return ['Usage: pike13 <command> [options]', '', 'Commands:', ...lines].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    console.error(
      name === undefined || name === '--help' ? usage() : `pike13: unknown command ${name}\n\n${usage()}`,
    );
    process.exitCode = name === '--help' ? 0 : 2;
    return;
  }
  await command.run(args);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`pike13: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
