import { withMethods } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { InputError } from '../core/errors.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Note } from '../schemas/note.ts';
import { NoteListQuery } from '../schemas/note-input.ts';
import { type Side, SidedResource } from './side.ts';

/** What notes are attached to: people or event occurrences. */
export type NoteParent = 'people' | 'event_occurrences';

/** The path of the notes of one parent under `front` or `desk`. */
export const notesPath = (side: Side, parent: NoteParent) =>
  `/api/v2/${side}/${parent}/:parent_id/notes` as const;

export type NotesPath = ReturnType<typeof notesPath>;

/** The note reads under one path (the same on front and desk). */
const noteReadEndpoints = (path: NotesPath) => ({
  /** The notes of a person or event occurrence (by its id), newest first. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path,
    query: NoteListQuery,
    returns: 'page',
    key: 'notes',
    schema: Note,
  }),
  /** One note of a person or event occurrence. */
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${path}/:id`,
    returns: 'one',
    key: 'notes',
    schema: Note,
  }),
});

/** Notes on a person or an event occurrence: on front those the caller may read; desk also writes them. */
export class Notes extends withMethods(SidedResource, noteReadEndpoints(notesPath('front', 'people'))) {
  protected readonly endpointTable: EndpointTable;

  /** `writes`: the endpoints a side adds to the reads (desk's create, update and delete). */
  constructor(client: Pike13Client, side: Side, parent: NoteParent, writes: EndpointTable = {}) {
    super(client, side);
    if (parent !== 'people' && parent !== 'event_occurrences') {
      throw new InputError("parent must be 'people' or 'event_occurrences'", 'parent');
    }
    this.endpointTable = { ...noteReadEndpoints(notesPath(side, parent)), ...writes };
  }
}
