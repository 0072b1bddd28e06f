import * as z from 'zod/mini';
import * as p from '../core/params.ts';
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = () => z.string().check(z.regex(EMAIL, 'must be an email address'));

/** A dependent created with a person: first and last name required. */
const DependentInput = z.looseObject({
  /** First name of the dependent (required). */
  first_name: z.string().check(z.minLength(1, 'is required')),
  /** Last name of the dependent (required). */
  last_name: z.string().check(z.minLength(1, 'is required')),
  /** Email address of the dependent. */
  email: z.optional(email()),
});

const personFields = {
  /** Preferred pronouns. */
  pronoun: z.optional(z.string()),
  /** Middle name. */
  middle_name: z.optional(z.string()),
  /** Email address; its format is checked. */
  email: z.optional(email()),
  /** First line of the street address. */
  street_address: z.optional(z.string()),
  /** Second line of the street address. */
  street_address2: z.optional(z.string()),
  /** City. */
  city: z.optional(z.string()),
  /** State or province code. */
  state_code: z.optional(z.string()),
  /** Postal or ZIP code. */
  postal_code: z.optional(z.string()),
  /** Two-letter ISO 3166-1 alpha-2 country code (default the business's country). */
  country_code: z.optional(
    z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 code')),
  ),
  /** Deprecated: use the separate address fields. */
  address: z.optional(z.string()),
  /** Phone number. */
  phone: z.optional(z.string()),
  /** Date of birth, `YYYY-MM-DD`. */
  birthdate: z.optional(p.date()),
  /** Name of a parent or guardian. */
  guardian_name: z.optional(z.string()),
  /** Email address of a parent or guardian. */
  guardian_email: z.optional(email()),
  /** Id of the person's home location. */
  location_id: z.optional(p.id()),
  /** When the person joined the business (default now). */
  joined_at: z.optional(p.timestamp()),
  /** Sends the person a welcome email. */
  send_invite: z.optional(z.boolean()),
  /** Issues no complimentary passes to the person. */
  skip_complimentary_passes: z.optional(z.boolean()),
  /** Custom field values, each `{id, value}`: the custom field's id and its value as text. */
  custom_fields: z.optional(z.array(z.strictObject({ id: p.id(), value: z.string() }))),
  /** Dependents to create with the person, each with at least `first_name` and `last_name`. */
  dependents: z.optional(z.array(DependentInput)),
};

const personCreateShape = {
  ...personFields,
  /** First name (required). */
  first_name: z.string().check(z.minLength(1, 'is required')),
  /** Last name (required). */
  last_name: z.string().check(z.minLength(1, 'is required')),
};
/** Attributes of a new person (`first_name` and `last_name` required). */
export interface PersonCreate extends z.input<z.ZodMiniObject<typeof personCreateShape, z.core.$strict>> {}
/** Attributes of a new person (`first_name` and `last_name` required). */
export const PersonCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof personCreateShape, z.core.$strict>>,
  PersonCreate
> = z.strictObject(personCreateShape);

const personUpdateShape = {
  ...personFields,
  /** First name; cannot be set empty. */
  first_name: z.optional(z.string().check(z.minLength(1, 'cannot be empty'))),
  /** Last name; cannot be set empty. */
  last_name: z.optional(z.string().check(z.minLength(1, 'cannot be empty'))),
  /** Replaces the dependents with these person ids (omitted ones are detached; absent keeps them). */
  dependent_ids: z.optional(z.array(p.id())),
  /** Sets the person's single provider: an array of one person id. */
  provider_ids: z.optional(z.array(p.id())),
};
/** Attributes of a person update; `dependent_ids` replaces the dependents, `provider_ids` sets the provider. */
export interface PersonUpdate extends z.input<z.ZodMiniObject<typeof personUpdateShape, z.core.$strict>> {}
/** Attributes of a person update; `dependent_ids` replaces the dependents, `provider_ids` sets the provider. */
export const PersonUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof personUpdateShape, z.core.$strict>>,
  PersonUpdate
> = z.strictObject(personUpdateShape);
