import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeDate, maybeNumber, maybeString, maybeTimestamp, ref } from './common.ts';

const customFieldValueShape = {
  id: z.number(),
  custom_field_id: maybeNumber,
  name: maybeString,
  value: maybe(z.union([z.string(), z.array(z.string()), z.boolean()])),
};

/** A custom field value on a person: seen as a string, an array of strings, or a boolean. */
export interface CustomFieldValue
  extends z.output<z.ZodMiniObject<typeof customFieldValueShape, z.core.$loose>> {}

/** A custom field value on a person: seen as a string, an array of strings, or a boolean. */
export const CustomFieldValue: z.ZodMiniType<CustomFieldValue> = z.looseObject(customFieldValueShape);

const personRefShape = {
  id: z.number(),
  name: maybeString,
  first_name: maybeString,
  last_name: maybeString,
  email: maybeString,
};

/** A person nested in another resource (dependent, provider, attendee). */
export interface PersonRef extends z.output<z.ZodMiniObject<typeof personRefShape, z.core.$loose>> {}

/** A person nested in another resource (dependent, provider, attendee). */
export const PersonRef: z.ZodMiniType<PersonRef> = z.looseObject(personRefShape);

const personShape = {
  id: z.number(),
  name: maybeString,
  pronoun: maybeString,
  first_name: maybeString,
  middle_name: maybeString,
  last_name: maybeString,
  email: maybeString,
  is_member: maybeBoolean,
  membership: maybeString,
  secondary_info_field: maybeString,
  /** Deprecated combined address; read the separate fields. */
  address: maybeString,
  street_address: maybeString,
  street_address2: maybeString,
  city: maybeString,
  state_code: maybeString,
  postal_code: maybeString,
  country_code: maybeString,
  phone: maybeString,
  birthdate: maybeDate,
  guardian_name: maybeString,
  guardian_email: maybeString,
  /** A zone name such as `America/Los_Angeles` (documented as an integer). */
  timezone: maybe(z.union([z.string(), z.number()])),
  business_id: maybeNumber,
  location_id: maybeNumber,
  subdomain: maybeString,
  merged_from_id: maybeNumber,
  merged_into_id: maybeNumber,
  joined_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  deleted_at: maybeTimestamp,
  hidden_at: maybeTimestamp,
  primary_staff_member: maybe(ref),
  location: maybe(z.looseObject({ id: z.number(), name: maybeString, slug: maybeString })),
  dependents: maybe(z.array(PersonRef)),
  providers: maybe(z.array(PersonRef)),
  profile_photo: maybe(z.record(z.string(), z.string())),
  custom_fields: maybe(z.array(CustomFieldValue)),
  /** Older answers only; read `custom_fields`. */
  person_custom_fields: maybe(z.array(CustomFieldValue)),
};

/** A client or staff member, as the Core API and webhook payloads show it. */
export interface Person extends z.output<z.ZodMiniObject<typeof personShape, z.core.$loose>> {}

/** A client or staff member, as the Core API and webhook payloads show it. */
export const Person: z.ZodMiniType<Person> = z.looseObject(personShape);

/** One hit of a people search. */
export const PersonSearchResult = z.looseObject({ score: maybeNumber, person: Person });

/** One hit of a people search. */
export interface PersonSearchResult extends z.output<typeof PersonSearchResult> {}

const peopleSearchShape = {
  results: z.array(PersonSearchResult),
  total_count: maybeNumber,
};

/** The answer of a people search. */
export interface PeopleSearch extends z.output<z.ZodMiniObject<typeof peopleSearchShape, z.core.$loose>> {}

/** The answer of a people search. */
export const PeopleSearch: z.ZodMiniType<PeopleSearch> = z.looseObject(peopleSearchShape);
