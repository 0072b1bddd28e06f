import type { Mirror } from './mirror.ts';

/**
 * Opens the mirror `db` names: a `postgres://` or `postgresql://` URL (through `pg`), else a SQLite file
 * path (`sqlite:` in front is allowed).
 */
export async function openMirror(db: string): Promise<Mirror> {
  if (db.trim() === '') throw new Error('db: give a SQLite file path or a postgres:// URL');
  if (/^postgres(?:ql)?:\/\//i.test(db)) return (await import('./postgres.ts')).openPostgresMirror(db);
  return (await import('./sqlite.ts')).openSqliteMirror(db.replace(/^sqlite:(?:\/\/)?/i, ''));
}
