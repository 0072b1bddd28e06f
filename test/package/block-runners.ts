import { type ChildProcess, fork } from 'node:child_process';

/** What a README block's module wrote when it ran in a runner, and why it failed if it did. */
export interface BlockRun {
  stdout: string;
  stderr: string;
  error?: string;
}

/** How a runner process is started: readme-runner.ts beside the blocks, its folder and environment. */
export interface RunnerSetting {
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * One runner process (readme-runner.ts), given one block at a time. A runner whose block failed, timed out
 * or ended the process is replaced for the next block: nothing a failed block left behind reaches another.
 */
class Runner {
  /** Blocks given to this runner and not answered yet. */
  pending = 0;
  #tail: Promise<unknown> = Promise.resolve();
  #child: ChildProcess | undefined;
  readonly #setting: RunnerSetting;

  constructor(setting: RunnerSetting) {
    this.#setting = setting;
  }

  /** Runs the module `file` once the blocks given before it have run. */
  run(file: string, timeoutMs: number): Promise<BlockRun> {
    this.pending++;
    const ran = this.#tail.then(() => this.#send(file, timeoutMs));
    this.#tail = ran.catch(() => undefined).finally(() => this.pending--);
    return ran;
  }

  /** Ends the runner process, if one is running. */
  close(): void {
    this.#child?.kill('SIGKILL');
    this.#child = undefined;
  }

  #start(): ChildProcess {
    const { script, cwd, env } = this.#setting;
    this.#child ??= fork(script, [], {
      cwd,
      env,
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return this.#child;
  }

  #send(file: string, timeoutMs: number): Promise<BlockRun> {
    const child = this.#start();
    return new Promise<BlockRun>((resolve, reject) => {
      const settle = (outcome: () => void, replace: boolean) => {
        clearTimeout(timer);
        child.off('message', answered).off('exit', exited);
        if (replace) this.close();
        outcome();
      };
      const answered = (message: BlockRun & { file: string }) => {
        if (message.file === file) settle(() => resolve(message), message.error !== undefined);
      };
      const exited = (code: number | null, signal: string | null) =>
        settle(() => reject(new Error(`the runner exited (${code ?? signal}) while running ${file}`)), true);
      const timer = setTimeout(
        () => settle(() => reject(new Error(`${file} did not end within ${timeoutMs} ms`)), true),
        timeoutMs,
      );
      child.on('message', answered).once('exit', exited);
      child.send({ file });
    });
  }
}

/** `count` runner processes; a block goes to the one with the fewest blocks waiting. */
export function blockRunners(count: number, setting: RunnerSetting) {
  const runners = Array.from({ length: count }, () => new Runner(setting));
  return {
    /** Runs the module `file` in a runner; rejects when the block does not end within `timeoutMs`. */
    run(file: string, timeoutMs: number): Promise<BlockRun> {
      const runner = runners.reduce((least, next) => (next.pending < least.pending ? next : least));
      return runner.run(file, timeoutMs);
    },
    /** Ends every runner process. */
    close(): void {
      for (const runner of runners) runner.close();
    },
  };
}
