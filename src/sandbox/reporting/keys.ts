const PART = 15;

/**
 * The `key` of a report row: an opaque string of 15 digits a part, unique per row of a resource, in the
 * order of its parts (the record's id, then inner ids such as a staff member's for one row per pair;
 * 30 digits when there is at most one inner id).
 */
export function reportKey(id: number, ...innerIds: number[]): string {
  return [id, ...(innerIds.length === 0 ? [0] : innerIds)].map(digits).join('');
}

function digits(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`reportKey: ${id} is not an id`);
  return String(id).padStart(PART, '0');
}
