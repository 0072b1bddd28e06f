import { TENURE_GROUPS } from '../catalogs/people.ts';

const DAY = 86_400_000;

/** Names joined as the reports list them, or null for none. */
export function joined(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(', ') : null;
}

/** Whether a plan runs on `today`: started, not ended, not canceled. */
export function isCurrent(
  plan: { canceled_at: string | null; start_date: string; end_date: string | null },
  today: string,
): boolean {
  return (
    plan.canceled_at === null &&
    plan.start_date <= today &&
    (plan.end_date === null || plan.end_date >= today)
  );
}

/** Whole days from one date (`YYYY-MM-DD`) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY);
}

/** A person's age in whole years on `today`. */
export function yearsBetween(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/** Days from `today` to the next birthday (0 on the day; 29 February falls on 1 March in other years). */
export function daysUntilBirthday(birthdate: string, today: string): number {
  const year = Number(today.slice(0, 4)) + (birthdate.slice(5) < today.slice(5) ? 1 : 0);
  const next = Date.UTC(year, Number(birthdate.slice(5, 7)) - 1, Number(birthdate.slice(8, 10)));
  return Math.round((next - Date.parse(today)) / DAY);
}

/** What the people reports say of a tenure in days: the days and their `tenure_group` (spec's bounds). */
export function tenureOf(since: string, today: string) {
  const tenure = daysBetween(since, today);
  return { tenure, tenure_group: tenureGroup(tenure) };
}

/** The days below which each of TENURE_GROUPS but the last begins: the last is everything after. */
const TENURE_BOUNDS = [30, 90, 365, 730, 1095] as const;

function tenureGroup(days: number): (typeof TENURE_GROUPS)[number] {
  const index = TENURE_BOUNDS.findIndex((bound) => days < bound);
  return TENURE_GROUPS[index === -1 ? TENURE_BOUNDS.length : index] as (typeof TENURE_GROUPS)[number];
}

/**
 * `amount` split in proportion to `weights`, in whole cents that add up to it exactly (the largest
 * remainders get the odd cents): an invoice's payments over its items. No weight: all on the first.
 */
export function shares(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / sum);
  const result = exact.map(Math.floor);
  let left = amount - result.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] as number) + 1;
    left -= 1;
  }
  return result;
}
