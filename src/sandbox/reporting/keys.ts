const PART = 15;

/**
 * The `key` of a report row: an opaque 30-digit string, unique per row of a resource, in the order of
 * its parts (the record's id, then an inner id such as a staff member's for one row per pair).
 */
export function reportKey(id: number, innerId = 0): string {
  return `${digits(id)}${digits(innerId)}`;
}

function digits(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`reportKey: ${id} is not an id`);
  return String(id).padStart(PART, '0');
}
