import type { Pike13 } from '../pike13.ts';
import { sync } from './changes.ts';
import type { Mirror } from './mirror.ts';
import { SYNC_RESOURCES } from './sources.ts';
import type { SyncBatch, SyncOptions } from './types.ts';

/** Options of `syncIntoMirror`: those of a sync (its cursor comes from the mirror), and a progress callback. */
export interface SyncIntoOptions extends Omit<SyncOptions, 'cursor'> {
  /** Called after each batch is stored, with the number of records it recorded as deleted. */
  onBatch?: ((batch: SyncBatch, deleted: number) => void) | undefined;
}

/**
 * Brings `mirror` up to date: resumes from the cursor it stored, re-reads first the visits webhooks marked
 * changed, and stores each batch with its cursor in
 * one transaction, so that a run stopped at any point (even `kill -9`) resumes where it stopped.
 */
export async function syncIntoMirror(
  client: Pike13,
  mirror: Mirror,
  options: SyncIntoOptions = {},
): Promise<void> {
  const { onBatch, ...syncOptions } = options;
  const resources = options.resources ?? SYNC_RESOURCES;
  await mirror.prepare(resources);
  const cursor = await mirror.cursor();
  const visitIds = resources.includes('visits') ? await mirror.rereads('visits') : [];
  const from = { ...(cursor ? { cursor } : {}), ...(visitIds.length > 0 ? { visitIds } : {}) };
  for await (const batch of sync(client, { ...syncOptions, ...from })) {
    const deleted = await mirror.apply(batch);
    onBatch?.(batch, deleted);
  }
}
