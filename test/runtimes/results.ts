/** One check of the smoke suite as a runtime reported it. */
export interface SmokeResult {
  name: string;
  ok: boolean;
  detail?: string;
}

/** One runtime of the matrix: its version, and the smoke results it reports for the service at `apiUrl`. */
export interface RuntimeHost {
  name: string;
  version(consumer: string): Promise<string>;
  smoke(consumer: string, apiUrl: string): Promise<SmokeResult[]>;
}

/** The version number in a `--version` line (`deno 2.9.6 (stable, …)` → `2.9.6`). */
export function versionIn(line: string): string {
  return /\d+\.\d+\.\d+|\d{4}-\d{2}-\d{2}/.exec(line)?.[0] ?? line;
}

/** What one runtime did. */
export interface MatrixRow {
  runtime: string;
  version: string;
  results: SmokeResult[];
}

/** The expected number of checks: a runtime that reports fewer did not run the whole suite. */
const CHECKS = 7;

function passed(row: MatrixRow) {
  return row.results.length >= CHECKS && row.results.every((result) => result.ok);
}

/** Prints the failures' details, then the table; true when every runtime passed every check. */
export function summarize(rows: readonly MatrixRow[]): boolean {
  for (const row of rows) {
    for (const failure of row.results.filter((result) => !result.ok)) {
      console.error(`\n${row.runtime}: ${failure.name} failed\n${failure.detail ?? ''}`);
    }
  }
  const table = rows.map((row) => {
    const ok = row.results.filter((result) => result.ok).length;
    return [row.runtime, row.version, `${ok}/${row.results.length}`, passed(row) ? 'pass' : 'FAIL'];
  });
  const lines = [['runtime', 'version', 'checks', 'result'], ...table];
  const widths =
    lines[0]?.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  console.log('');
  for (const line of lines)
    console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  const failed = rows.filter((row) => !passed(row)).length;
  console.log(`\n${rows.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
