import * as z from 'zod/mini';
import { maybe, timestamp } from './common.ts';
import { PersonRef } from './person.ts';
import { nonBlank } from './rules.ts';

/** A note on a person or an event occurrence. */
export const Note = z.looseObject({
  id: z.number(),
  /** The text of the note. */
  note: maybe(z.string()),
  /** For mailing purposes only. */
  subject: maybe(z.string()),
  /** The client may view it. */
  public: maybe(z.boolean()),
  /** Starred: shown in rosters and atop client profiles. */
  pinned: maybe(z.boolean()),
  person_id: maybe(z.number()),
  event_occurrence_id: maybe(z.number()),
  created_at: maybe(timestamp),
  updated_at: maybe(timestamp),
  author: maybe(PersonRef),
});
export type Note = z.infer<typeof Note>;

const noteFields = {
  /** For mailing purposes only. */
  subject: z.optional(z.string()),
  /** The client may view it (default false). */
  public: z.optional(z.boolean()),
  /** Starred: shown in rosters and atop client profiles (default false). */
  pinned: z.optional(z.boolean()),
};

/** A new note: `note` text required. */
export const NoteCreate = z.strictObject({
  note: nonBlank(),
  ...noteFields,
  /** Notifies about the note (default false). */
  send_notifications: z.optional(z.boolean()),
});
export type NoteCreate = z.input<typeof NoteCreate>;

/** Changes to a note; `note`, when given, cannot be empty. */
export const NoteUpdate = z.strictObject({ note: z.optional(nonBlank()), ...noteFields });
export type NoteUpdate = z.input<typeof NoteUpdate>;
