import { InputError } from '../core/errors.ts';

/** Most names one `fields` argument takes. */
const MAX_FIELDS = 100;
const FIELD_NAME = /^(?:[a-z][a-z0-9_]{0,63}|\*)$/;

/** The `fields` argument of a list tool, in its input schema. */
export const FIELDS_PROPERTY = {
  type: 'array',
  items: { type: 'string' },
  description: 'Fields of each item; ["*"]: all.',
} as const;

/** A `fields` argument, checked before anything is sent: undefined when absent. */
export function fieldsOf(fields: unknown): readonly string[] | undefined {
  if (fields === undefined) return undefined;
  if (
    !Array.isArray(fields) ||
    fields.length === 0 ||
    fields.length > MAX_FIELDS ||
    !fields.every((name) => typeof name === 'string' && FIELD_NAME.test(name))
  ) {
    throw new InputError(
      `fields must be 1 to ${MAX_FIELDS} field names such as ["id", "name"], or ["*"]`,
      'fields',
    );
  }
  return fields;
}

/**
 * The items a list answers: with `fields`, those fields of each (`*`: all of them, as the service sent them);
 * without, each item's plain values that say something (null, false, "" and nested objects or lists left out),
 * so that a page of 25 people stays within a model's means.
 */
export function selectFields(items: readonly unknown[], fields: readonly string[] | undefined): unknown[] {
  if (fields?.includes('*')) return [...items];
  return items.map((item) => (isRecord(item) ? (fields ? pick(item, fields) : plainValuesOf(item)) : item));
}

function pick(item: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((name) => Object.hasOwn(item, name)).map((name) => [name, item[name]]),
  );
}

function plainValuesOf(item: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => saysSomething(value)));
}

function saysSomething(value: unknown): boolean {
  return value !== null && value !== false && value !== '' && typeof value !== 'object';
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
