import type { SavedState } from './state.ts';

type SavedTable = { lastId: number; rows: unknown[] };
type TableImage = { lastId: number; rows: Map<number, string> };

/** One change in a journal line: a top-level section, a table's id counter, a row written or deleted. */
type JournalChange =
  | { section: string; value: unknown }
  | { table: string; lastId: number }
  | { table: string; id: number; row: unknown }
  | { table: string; id: number; deleted: true };

/**
 * The state as last made durable, as JSON text per section and per row. `advance` gives the journal
 * line of what changed since (one line per commit, so a commit is all there or, cut short by a crash,
 * not at all) and takes the new state as its image.
 */
export class JournalImage {
  readonly #sections = new Map<string, string>();
  readonly #tables = new Map<string, TableImage>();

  /** The journal line (ending in `\n`) from the image to `saved`, or `undefined` when nothing changed. */
  advance(saved: SavedState): string | undefined {
    const changes: string[] = [];
    for (const [key, value] of Object.entries(saved)) {
      if (key === 'tables' || value === undefined) continue;
      const text = JSON.stringify(value);
      if (this.#sections.get(key) === text) continue;
      this.#sections.set(key, text);
      changes.push(`{"section":${JSON.stringify(key)},"value":${text}}`);
    }
    for (const [name, table] of Object.entries(saved.tables))
      changes.push(...this.#tableChanges(name, table));
    return changes.length === 0 ? undefined : `{"changes":[${changes.join(',')}]}\n`;
  }

  #tableChanges(name: string, table: SavedTable): string[] {
    const image = this.#tables.get(name) ?? { lastId: 0, rows: new Map<number, string>() };
    this.#tables.set(name, image);
    const key = JSON.stringify(name);
    const changes: string[] = [];
    if (image.lastId !== table.lastId) changes.push(`{"table":${key},"lastId":${table.lastId}}`);
    image.lastId = table.lastId;
    const seen = new Set<number>();
    for (const row of table.rows as { id: number }[]) {
      seen.add(row.id);
      const text = JSON.stringify(row);
      if (image.rows.get(row.id) === text) continue;
      image.rows.set(row.id, text);
      changes.push(`{"table":${key},"id":${row.id},"row":${text}}`);
    }
    if (seen.size === image.rows.size) return changes;
    for (const id of image.rows.keys()) {
      if (seen.has(id)) continue;
      image.rows.delete(id);
      changes.push(`{"table":${key},"id":${id},"deleted":true}`);
    }
    return changes;
  }
}

/**
 * `saved` with the journal's lines applied in order. The last line may have been cut short by a crash
 * (it was never acknowledged): it is ignored. A damaged line before it is an error.
 */
export function replayJournal(saved: SavedState, text: string): SavedState {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const sections = new Map<string, unknown>(Object.entries(saved));
  const tables = new Map<string, { lastId: number; rows: Map<number, unknown> }>();
  for (const [name, table] of Object.entries(saved.tables) as [string, SavedTable][]) {
    tables.set(name, { lastId: table.lastId, rows: new Map(table.rows.map((row) => [idOf(row), row])) });
  }
  lines.forEach((line, index) => {
    const changes = parseLine(line, index === lines.length - 1);
    for (const change of changes) apply(change, sections, tables);
  });
  const replayed = Object.fromEntries(
    [...tables].map(([name, table]) => [name, { lastId: table.lastId, rows: [...table.rows.values()] }]),
  );
  return { ...Object.fromEntries(sections), tables: replayed } as SavedState;
}

function parseLine(line: string, last: boolean): JournalChange[] {
  try {
    const parsed = JSON.parse(line) as { changes?: JournalChange[] };
    if (Array.isArray(parsed.changes)) return parsed.changes;
  } catch {
    // A torn last line is dropped below; any other damage is reported.
  }
  if (last) return [];
  throw new Error('a journal line before the last one is damaged');
}

function apply(
  change: JournalChange,
  sections: Map<string, unknown>,
  tables: Map<string, { lastId: number; rows: Map<number, unknown> }>,
): void {
  if ('section' in change) {
    sections.set(change.section, change.value);
    return;
  }
  const table = tables.get(change.table) ?? { lastId: 0, rows: new Map<number, unknown>() };
  tables.set(change.table, table);
  if ('lastId' in change) table.lastId = change.lastId;
  else if ('deleted' in change) table.rows.delete(change.id);
  else table.rows.set(change.id, change.row);
}

function idOf(row: unknown): number {
  return (row as { id: number }).id;
}
