import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeNumber, maybeString, maybeTimestamp } from './common.ts';
import { PersonRef } from './person.ts';

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
