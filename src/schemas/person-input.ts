import * as z from 'zod/mini';
import * as p from '../core/params.ts';

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

export const PEOPLE_SORT = /^-?(?:updated_at|created_at|id)(?:,-?(?:updated_at|created_at|id))*$/;

export const deskPeopleListQueryShape = {
  /** The page to fetch, counted from 1 (default 1); the desk people list has 25 clients a page. */
  page: p.pagination.page,
  /** Only clients created at or after this moment (ISO 8601 with a zone offset, or a `Date`). */
  created_since: z.optional(p.timestamp()),
  /** Only clients changed at or after this moment (ISO 8601 with a zone offset, or a `Date`). */
  updated_since: z.optional(p.timestamp()),
  /** Only clients with a current membership. */
  is_member: z.optional(z.boolean()),
  /** Include providers and dependents. */
  include_relationships: z.optional(z.boolean()),
  /** Include each client's account balance. */
  include_balances: z.optional(z.boolean()),
  /** Include when the last note was written about each client. */
  include_last_note_timestamp: z.optional(z.boolean()),
  /** `updated_at`, `created_at` or `id`, `-` for descending; several joined by commas (default `id`). */
  sort: z.optional(
    z
      .string()
      .check(
        z.regex(
          PEOPLE_SORT,
          'must be updated_at, created_at or id, each optionally prefixed by -, joined by commas',
        ),
      ),
  ),
};

/** Params of `desk.people.list()`. */
export interface DeskPeopleListParams
  extends z.input<z.ZodMiniObject<typeof deskPeopleListQueryShape, z.core.$strict>> {}

export const DeskPeopleListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskPeopleListQueryShape, z.core.$strict>>,
  DeskPeopleListParams
> = z.strictObject(deskPeopleListQueryShape);

export const SEARCH_FIELDS = ['name', 'email', 'phone', 'barcodes'] as const;

const deskPeopleSearchQueryShape = {
  /** The text to search for (required); digits only when `fields` is just `phone`. */
  q: z.string().check(z.minLength(1, 'is required')),
  /** Fields to search, of name, email, phone and barcodes (default all); a phone search matches whole numbers. */
  fields: z.optional(p.names(SEARCH_FIELDS)),
};

/** Params of `desk.people.search()`. */
export interface DeskPeopleSearchParams
  extends z.input<z.ZodMiniObject<typeof deskPeopleSearchQueryShape, z.core.$strict>> {}

export const DeskPeopleSearchQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof deskPeopleSearchQueryShape, z.core.$strict>>,
  DeskPeopleSearchParams
> = z.strictObject(deskPeopleSearchQueryShape).check(
  z.refine((query) => !isPhoneOnly(query.fields) || /^\d+$/.test(query.q), {
    message: 'must be digits only for a phone search',
    path: ['q'],
  }),
);

export function isPhoneOnly(fields: string | readonly string[] | undefined): boolean {
  const list = typeof fields === 'string' ? [fields] : (fields ?? []);
  return list.length > 0 && list.every((field) => field === 'phone');
}

const frontPersonQueryShape = {
  /** Include the person's dependents in the answer. */
  with_dependents: z.optional(z.boolean()),
};

/** Params of `front.people.me()` and `front.people.get()`. */
export interface FrontPersonParams
  extends z.input<z.ZodMiniObject<typeof frontPersonQueryShape, z.core.$strict>> {}

export const FrontPersonQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof frontPersonQueryShape, z.core.$strict>>,
  FrontPersonParams
> = z.strictObject(frontPersonQueryShape);
