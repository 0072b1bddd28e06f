/** Columns of the bar when the total is known. */
const BAR_WIDTH = 24;
/** Seconds of reading before a rate is shown: a first page in 1 ms would claim 500,000 rows/s. */
const RATE_AFTER_SECONDS = 1;

/**
 * The progress line of a long read on stderr: rows, pages, rows a second and, when the total is known, a
 * bar and the time left (the rate and the time left once a second has passed). Rewritten in place (`\r`)
 * after each page.
 */
export class Progress {
  readonly #write: (text: string) => void;
  readonly #now: () => number;
  readonly #started: number;
  #rows = 0;
  #pages = 0;
  #total: number | undefined;
  #shown = false;

  constructor(write: (text: string) => void, now: () => number = () => performance.now()) {
    this.#write = write;
    this.#now = now;
    this.#started = now();
  }

  /** A page of `rows` arrived; `total` is the count of all rows, when the service gave it. */
  page(rows: number, total: number | undefined): void {
    this.#rows += rows;
    this.#pages++;
    this.#total = total ?? this.#total;
    this.#write(`\r${this.line()}`);
    this.#shown = true;
  }

  /** Ends the line (once something was shown). */
  finish(): void {
    if (this.#shown) this.#write('\n');
    this.#shown = false;
  }

  line(): string {
    const seconds = (this.#now() - this.#started) / 1000;
    const rate = seconds >= RATE_AFTER_SECONDS ? this.#rows / seconds : undefined;
    const parts = [`${count(this.#rows)}${this.#total === undefined ? '' : `/${count(this.#total)}`} rows`];
    parts.push(`${count(this.#pages)} page${this.#pages === 1 ? '' : 's'}`);
    if (rate !== undefined) parts.push(`${count(Math.round(rate))} rows/s`);
    if (this.#total === undefined) return parts.join(' · ');
    const left = Math.max(this.#total - this.#rows, 0);
    if (rate !== undefined) parts.push(`ETA ${clock(rate > 0 ? left / rate : 0)}`);
    const done =
      this.#total === 0 ? BAR_WIDTH : Math.min(BAR_WIDTH, Math.round((BAR_WIDTH * this.#rows) / this.#total));
    return `[${'#'.repeat(done)}${'.'.repeat(BAR_WIDTH - done)}] ${parts.join(' · ')}`;
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/** `m:ss`, or `h:mm:ss` past an hour. */
function clock(seconds: number): string {
  const whole = Math.ceil(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
