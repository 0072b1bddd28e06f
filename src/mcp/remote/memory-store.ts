import type { RemoteStore, StoreSpace } from './store.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** Most records of one space: past it the oldest goes, so a flood of registrations cannot grow memory. */
const MAX_ENTRIES_PER_SPACE = 10_000;

/**
 * A `RemoteStore` in this process's memory: one process only, lost on restart, at most 10,000 records a
 * space. Values are copied as JSON, as a shared store would.
 */
export function memoryStore(now: () => number = Date.now): RemoteStore {
  const spaces = new Map<StoreSpace, Map<string, Entry>>();
  const space = (name: StoreSpace) => {
    const entries = spaces.get(name) ?? new Map<string, Entry>();
    spaces.set(name, entries);
    return entries;
  };
  const live = (name: StoreSpace, key: string): Entry | undefined => {
    const entry = space(name).get(key);
    if (entry && entry.expiresAt <= now()) space(name).delete(key);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };
  return {
    async put(name, key, value, ttlMs) {
      const entries = space(name);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES_PER_SPACE) entries.delete(entries.keys().next().value as string);
      const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : now() + ttlMs;
      entries.set(key, { value: JSON.stringify(value), expiresAt });
    },
    async get(name, key) {
      const entry = live(name, key);
      return entry ? JSON.parse(entry.value as string) : undefined;
    },
    async take(name, key) {
      const entry = live(name, key);
      space(name).delete(key);
      return entry ? JSON.parse(entry.value as string) : undefined;
    },
    async delete(name, key) {
      space(name).delete(key);
    },
    async close() {
      spaces.clear();
    },
  };
}
