import { tracingChannel } from '../core/tracing-channel.ts';
import type { SyncBatch } from './types.ts';

/** One batch a mirror stores, as `tracingChannel('pike13:sync')` publishes it. */
export interface BatchTrace {
  /** The batch: its resource, its changes, its cursor. */
  readonly batch: SyncBatch;
  /** The records the batch recorded as deleted, once stored. */
  deleted: number | undefined;
}

/** The batches every mirror stores. */
export const batchTracing = tracingChannel<BatchTrace>('pike13:sync');
