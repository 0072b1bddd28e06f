import * as z from 'zod/mini';
import * as p from '../core/params.ts';
import { nonBlank } from './rules.ts';

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

const noteUpdateShape = {
  /** The new text of the note, not blank. */
  note: z.optional(nonBlank()),
  ...noteFields,
};

/** Changes to a note; `note`, when given, cannot be empty. */
export interface NoteUpdate extends z.input<z.ZodMiniObject<typeof noteUpdateShape, z.core.$strict>> {}

/** Changes to a note; `note`, when given, cannot be empty. */
export const NoteUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof noteUpdateShape, z.core.$strict>>,
  NoteUpdate
> = z.strictObject(noteUpdateShape);

/** Params of the note lists (`personNotes.list()`, `eventOccurrenceNotes.list()`). */
export interface NoteListParams extends z.input<z.ZodMiniObject<typeof p.pagination, z.core.$strict>> {}

export const NoteListQuery: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof p.pagination, z.core.$strict>>,
  NoteListParams
> = z.strictObject(p.pagination);
