import { AsyncLocalStorage } from 'node:async_hooks';

/** A stream the CLI writes to: a process's stdout or stderr, or any stream that takes text. */
export interface CliOutput {
  /** Writes text (output, progress, errors). */
  write(text: string): unknown;
  /** Whether a terminal reads it: tables, colours and progress lines are for terminals only. */
  isTTY?: boolean;
  /** The terminal's width in characters, when it is one. */
  columns?: number;
}

/** The input a command may read: a process's stdin, or any readable stream. */
export type CliInput = NodeJS.ReadableStream & {
  /** Whether someone types it: a command that cannot be undone asks only on a terminal. */
  isTTY?: boolean;
};

/** Where one run of the CLI reads and writes, and the environment it sees. */
export interface CliIo {
  /** Command output (rows, records, help). */
  stdout: CliOutput;
  /** Errors, progress and banners. */
  stderr: CliOutput;
  /** What a question reads its answer from. */
  stdin: CliInput;
  /** The environment variables (`PIKE13_TOKEN`, `PIKE13_BASE_URL`, `XDG_CONFIG_HOME`, …). */
  env: NodeJS.ProcessEnv;
}

const current = new AsyncLocalStorage<CliIo>();

/** The streams and environment of the run in progress; the process's own outside `withCliIo`. */
export function cliIo(): CliIo {
  return (
    current.getStore() ?? {
      stdout: process.stdout,
      stderr: process.stderr,
      stdin: process.stdin,
      env: process.env,
    }
  );
}

/** Runs `work` with `io` as what every command it starts reads and writes (runs may overlap). */
export function withCliIo<T>(io: CliIo, work: () => T): T {
  return current.run(io, work);
}
