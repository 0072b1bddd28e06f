export { sync } from './changes.ts';
export type { Dialect, SqlDatabase } from './database.ts';
export { type SyncIntoOptions, syncIntoMirror } from './into-mirror.ts';
export { Mirror } from './mirror.ts';
export { openMirror } from './open.ts';
export { openPostgresMirror } from './postgres.ts';
export { SYNC_RESOURCES } from './sources.ts';
export { openSqliteMirror } from './sqlite.ts';
export type {
  SyncBatch,
  SyncChange,
  SyncDeletion,
  SyncDigests,
  SyncOptions,
  SyncRecords,
  SyncReread,
  SyncRereadDone,
  SyncResource,
  SyncSweepEnd,
  SyncUpsert,
} from './types.ts';
export { type BatchWriter, mirrorHandlers, SYNC_TOPICS, webhookChanges } from './webhook-feed.ts';
