import { execFile } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { runCli as runInThisProcess } from '../../src/cli/run.ts';

/** The `pike13` bin from the sources (Node strips their types). */
export const CLI = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));

/**
 * The whole environment of a process a test starts: `env`, PATH, no config folder (so no saved login of
 * the developer's) unless `env` names one, and Node's compile cache that vitest.config.ts sets (the CLI
 * loads some 300 modules of the sources: a start takes half the CPU with it).
 */
export function cliEnv(env: Record<string, string> = {}): Record<string, string> {
  const cache = process.env.NODE_COMPILE_CACHE;
  return {
    PATH: process.env.PATH ?? '',
    XDG_CONFIG_HOME: '/nonexistent/pike13-test',
    ...(cache === undefined ? {} : { NODE_COMPILE_CACHE: cache }),
    ...env,
  };
}

/** How a CLI process ended: its exit code and what it printed. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `pike13 <args>` in a process of its own, to its end, with the environment `cliEnv(env)`; resolves
 * whatever its exit code. For what only a process shows (the bin's exit code, signals, pipes); `runCli` else.
 * Rejects when it could not run or did not exit (a signal, output over 64 MiB).
 */
export function spawnCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const options = { env: cliEnv(env), maxBuffer: 64 * 1024 * 1024 };
    execFile(process.execPath, [CLI, ...args], options, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

/** A stream that keeps what is written to it, and shows `watch` all of it after each write. */
function captured(watch: (text: string) => void = () => {}, terminal?: Terminal) {
  return {
    text: '',
    ...(terminal && { isTTY: true, columns: terminal.columns }),
    write(chunk: string) {
      this.text += chunk;
      watch(this.text);
      return true;
    },
  };
}

/** A terminal `columns` wide that the run's stdout, stderr and stdin are; `typed` is read, then input ends. */
export interface Terminal {
  columns: number;
  typed: string;
}

/** What the run reads: `typed` on a terminal, else an empty input that is no terminal. */
function inputOf(terminal: Terminal | undefined) {
  const stdin = Readable.from(terminal?.typed ? [terminal.typed] : []);
  return terminal ? Object.assign(stdin, { isTTY: true }) : stdin;
}

/**
 * Runs `pike13 <args>` in this process (`runCli`, as the bin does) with the environment `cliEnv(env)`,
 * and stdout/stderr kept: by default an empty stdin and no terminal (what a pipe gets); with `terminal`,
 * streams that say they are one (the process-level TTY is tested by one real run in a pseudo-terminal).
 * What a test of the output needs, at no process start. `watchStderr` sees stderr so far at each write.
 */
export async function runCli(
  args: string[],
  env: Record<string, string> = {},
  watchStderr?: (text: string) => void,
  terminal?: Terminal,
): Promise<CliRun> {
  const stdout = captured(undefined, terminal);
  const stderr = captured(watchStderr, terminal);
  const stdin = inputOf(terminal);
  const code = await runInThisProcess(args, { stdout, stderr, stdin, env: cliEnv(env) });
  return { code, stdout: stdout.text, stderr: stderr.text };
}
