import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { type FileHandle, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { JournalImage, replayJournal } from './journal.ts';
import type { SavedState } from './state.ts';

/** Only the owner reads the files: they hold every token and the client secret. */
const PRIVATE = 0o600;
/** Past this many journal bytes the state is written whole and the journal emptied. */
const COMPACT_ABOVE_BYTES = 8 * 1024 * 1024;

/**
 * The `--data` file of `pike13 sandbox`: a snapshot (`file.json`) and a journal beside it
 * (`file.json.journal`, one JSON line per commit). A request that changed the state is answered only
 * once its line is on disk (fdatasync); the requests that end while a line is being written share the
 * next one. The journal is folded into the snapshot (temporary file, fsync, rename) at start, when it
 * grows large, and at close.
 */
export class DataFile {
  readonly path: string;
  readonly #journalPath: string;
  readonly #image = new JournalImage();
  #snapshot: (() => SavedState) | undefined;
  #journal: FileHandle | undefined;
  #journalBytes = 0;
  /** The commit that has not started yet: every request that ends before it starts shares it. */
  #next: Promise<void> | undefined;
  /** The end of the chain of commits and compactions (they run one at a time, the first after `start`). */
  #tail: Promise<void>;
  #started: (compaction: Promise<void>) => void = () => undefined;

  private constructor(path: string) {
    this.path = path;
    this.#journalPath = `${path}.journal`;
    this.#tail = new Promise((resolve) => {
      this.#started = (compaction) => resolve(compaction.catch(() => undefined));
    });
  }

  /** Reads the saved state (snapshot + journal) if there is one; `warn` hears of files others could read. */
  static read(path: string, warn: (message: string) => void): { file: DataFile; saved?: SavedState } {
    const file = new DataFile(path);
    for (const existing of [path, file.#journalPath]) tighten(existing, warn);
    if (!existsSync(path)) return { file };
    try {
      const snapshot = JSON.parse(readFileSync(path, 'utf8')) as SavedState;
      const journal = existsSync(file.#journalPath) ? readFileSync(file.#journalPath, 'utf8') : '';
      return { file, saved: replayJournal(snapshot, journal) };
    } catch (error) {
      throw new Error(`--data ${path} is not a saved sandbox: ${(error as Error).message}`);
    }
  }

  /** Writes the whole state now and journals every commit (those asked for before wait for this). */
  async start(snapshot: () => SavedState): Promise<void> {
    this.#snapshot = snapshot;
    const compaction = this.#compact();
    this.#started(compaction);
    await compaction;
  }

  /** Makes every change made so far durable; resolves once it is on disk. */
  commit(): Promise<void> {
    this.#next ??= this.#enqueue(() => {
      this.#next = undefined;
      return this.#append();
    });
    return this.#next;
  }

  /** Folds the journal into the snapshot and closes the files. */
  async close(): Promise<void> {
    await this.#enqueue(() => this.#compact());
    await this.#journal?.close();
    this.#journal = undefined;
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.#tail.then(task);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  async #append(): Promise<void> {
    if (!this.#snapshot || !this.#journal) throw new Error('the --data journal is not open');
    const line = this.#image.advance(this.#snapshot());
    if (line === undefined) return;
    await this.#journal.write(line);
    await this.#journal.datasync();
    this.#journalBytes += Buffer.byteLength(line);
    if (this.#journalBytes > COMPACT_ABOVE_BYTES) {
      // A failed compaction leaves the journal whole; the next one folds it in.
      this.#enqueue(() => this.#compact()).catch(() => undefined);
    }
  }

  /** The state written whole (temporary file, fsync, rename, fsync of the folder), then an empty journal. */
  async #compact(): Promise<void> {
    if (!this.#snapshot) return;
    const saved = this.#snapshot();
    this.#image.advance(saved);
    const temporary = `${this.path}.tmp`;
    await rm(temporary, { force: true });
    await writeDurably(temporary, JSON.stringify(saved));
    await rename(temporary, this.path);
    await syncFolder(dirname(this.path));
    await this.#journal?.close();
    this.#journal = await open(this.#journalPath, 'w', PRIVATE);
    await this.#journal.datasync();
    this.#journalBytes = 0;
  }
}

async function writeDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'wx', PRIVATE);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A file others can read is made the owner's only, and said so. */
function tighten(path: string, warn: (message: string) => void): void {
  if (!existsSync(path) || (statSync(path).mode & 0o077) === 0) return;
  chmodSync(path, PRIVATE);
  warn(`${path} could be read by other users of this machine; it is now readable by its owner only.`);
}
