/** Node's built-in SQLite, loaded only when a SQLite file is opened: no bundle gets a static `node:sqlite`. */
export async function loadNodeSqlite(): Promise<typeof import('node:sqlite')> {
  try {
    // A specifier the build cannot see: tsup strips `node:` from the imports it sees, and `sqlite` alone
    // names no module (node:sqlite exists only with its prefix).
    const specifier = 'node:sqlite';
    return (await import(specifier)) as typeof import('node:sqlite');
  } catch (cause) {
    throw new Error(
      'SQLite needs node:sqlite: Node 22.13 or later (on 22.12, run node with --experimental-sqlite)',
      { cause },
    );
  }
}
