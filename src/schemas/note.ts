import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp } from './common.ts';
import { PersonRef } from './person.ts';
import { nonBlank } from './rules.ts';

const noteShape = {
  id: z.number(),
  /** The text of the note. */
  note: maybeString,
  /** For mailing purposes only. */
  subject: maybeString,
  /** The client may view it. */
  public: maybeBoolean,
  /** Starred: shown in rosters and atop client profiles. */
  pinned: maybeBoolean,
  person_id: maybeNumber,
  event_occurrence_id: maybeNumber,
  created_at: maybeTimestamp,
  updated_at: maybeTimestamp,
  author: maybe(PersonRef),
};
/** A note on a person or an event occurrence. */
export interface Note extends z.output<z.ZodMiniObject<typeof noteShape, z.core.$loose>> {}
/** A note on a person or an event occurrence. */
export const Note: z.ZodMiniType<Note> = z.looseObject(noteShape);

const noteFields = {
  /** A subject line, used for mailing only. */
  subject: z.optional(z.string()),
  /** The client may see the note (default false). */
  public: z.optional(z.boolean()),
  /** Starred: shown in rosters and atop client profiles (default false). */
  pinned: z.optional(z.boolean()),
};

const noteCreateShape = {
  /** The text of the note (required, not blank). */
  note: nonBlank(),
  ...noteFields,
  /** Sends notifications about the new note (default false). */
  send_notifications: z.optional(z.boolean()),
};
/** A new note: `note` text required. */
export interface NoteCreate extends z.input<z.ZodMiniObject<typeof noteCreateShape, z.core.$strict>> {}
/** A new note: `note` text required. */
export const NoteCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof noteCreateShape, z.core.$strict>>,
  NoteCreate
> = z.strictObject(noteCreateShape);

/** Changes to a note; `note`, when given, cannot be empty. */
export const NoteUpdate = z.strictObject({
  /** The new text of the note, not blank. */
  note: z.optional(nonBlank()),
  ...noteFields,
});
/** Changes to a note; `note`, when given, cannot be empty. */
export interface NoteUpdate extends z.input<typeof NoteUpdate> {}
