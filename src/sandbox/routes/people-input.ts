import type { Fields } from '../body.ts';
import type { Context } from '../engine.ts';
import { invalid, type Problem, problem } from '../http.ts';
import type { PersonRow } from '../state.ts';
import { intField, textField } from './support.ts';

/** The writable text attributes of a person and their English names (for messages). */
const TEXT_FIELDS = {
  pronoun: 'Pronoun',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  email: 'Email',
  street_address: 'Street address',
  street_address2: 'Street address2',
  city: 'City',
  state_code: 'State code',
  postal_code: 'Postal code',
  country_code: 'Country code',
  phone: 'Phone',
  birthdate: 'Birthdate',
  guardian_name: 'Guardian name',
  guardian_email: 'Guardian email',
  joined_at: 'Joined at',
} as const;

type TextField = keyof typeof TEXT_FIELDS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The person attributes a write sets, checked; every problem answers together in one 422. */
export function personChanges(ctx: Context, fields: Fields, creating: boolean): Partial<PersonRow> {
  const problems: Problem[] = [];
  const changes: Record<string, string | null | number | PersonRow['custom_fields']> & {
    [K in TextField]?: string | null;
  } = {};
  for (const [name, label] of Object.entries(TEXT_FIELDS) as [TextField, string][]) {
    if (!(name in fields)) continue;
    const value = textField(fields, name, label);
    changes[name] = value === undefined || value.trim() === '' ? null : value.trim();
  }
  for (const name of ['first_name', 'last_name'] as const) {
    if ((creating || name in fields) && !changes[name]) problems.push(problem('blank', TEXT_FIELDS[name]));
  }
  if (changes.email && !EMAIL.test(changes.email)) problems.push(problem('invalid', 'Email'));
  if (changes.guardian_email && !EMAIL.test(changes.guardian_email))
    problems.push(problem('invalid', 'Guardian email'));
  if (changes.birthdate && !DATE.test(changes.birthdate)) problems.push(problem('invalid', 'Birthdate'));
  if (changes.country_code && !/^[A-Za-z]{2}$/.test(changes.country_code))
    problems.push(problem('invalid', 'Country code'));
  if (changes.joined_at && Number.isNaN(Date.parse(changes.joined_at)))
    problems.push(problem('invalid', 'Joined at'));
  if ('location_id' in fields) {
    const locationId = intField(fields, 'location_id', 'Location');
    if (locationId !== undefined && !ctx.state.tables.locations.get(locationId))
      problems.push(problem('not_found', 'Location'));
    changes.location_id = locationId ?? null;
  }
  if ('custom_fields' in fields) changes.custom_fields = customFields(ctx, fields.custom_fields, problems);
  if (problems.length > 0) invalid(...problems);
  if (changes.country_code) changes.country_code = changes.country_code.toUpperCase();
  return changes as unknown as Partial<PersonRow>;
}

function customFields(ctx: Context, value: unknown, problems: Problem[]): PersonRow['custom_fields'] {
  if (!Array.isArray(value)) {
    problems.push(problem('invalid', 'Custom fields'));
    return [];
  }
  return value.flatMap((item: unknown) => {
    const field = item as { id?: unknown; custom_field_id?: unknown; value?: unknown } | null;
    const id = Number(field?.id ?? field?.custom_field_id);
    if (!Number.isInteger(id) || !ctx.state.tables.customFields.get(id)) {
      problems.push(problem('not_found', 'Custom field'));
      return [];
    }
    const text = Array.isArray(field?.value) ? field.value.join(', ') : String(field?.value ?? '');
    return [{ id, value: text }];
  });
}

/** `dependent_ids` / `provider_ids`: arrays of existing people ids. */
export function idArray(ctx: Context, fields: Fields, name: string, label: string): number[] | undefined {
  if (!(name in fields)) return undefined;
  const value = fields[name];
  const list = value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const id = Number(item);
    return Number.isInteger(id) && ctx.state.tables.people.get(id)
      ? id
      : invalid(problem('not_found', label));
  });
}
