import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import { InputError } from '../core/errors.ts';
import type { RequestOptions } from '../core/options.ts';
import type { EndpointTable } from '../core/resource.ts';
import { Note } from '../schemas/note.ts';
import { type NoteListParams, NoteListQuery } from '../schemas/note-input.ts';
import { type Side, SidedResource } from './side.ts';

/** What notes are attached to: people or event occurrences. */
export type NoteParent = 'people' | 'event_occurrences';

/** The path of the notes of one parent under `front` or `desk`. */
export const notesPath = (side: Side, parent: NoteParent) =>
  `/api/v2/${side}/${parent}/:parent_id/notes` as const;

export type NotesPath = ReturnType<typeof notesPath>;

/** The note reads under one path (the same on front and desk). */
const noteReadEndpoints = (path: NotesPath) => ({
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path,
    query: NoteListQuery,
    returns: 'page',
    key: 'notes',
    schema: Note,
  }),
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
export class Notes extends SidedResource {
  protected readonly endpointTable: EndpointTable;
  readonly #reads: ReturnType<typeof noteReadEndpoints>;

  /** `writes`: the endpoints a side adds to the reads (desk's create, update and delete). */
  constructor(client: Pike13Client, side: Side, parent: NoteParent, writes: EndpointTable = {}) {
    super(client, side);
    if (parent !== 'people' && parent !== 'event_occurrences') {
      throw new InputError("parent must be 'people' or 'event_occurrences'", 'parent');
    }
    this.#reads = noteReadEndpoints(notesPath(side, parent));
    this.endpointTable = { ...this.#reads, ...writes };
  }

  /** The notes of a person or event occurrence (by its id), newest first. */
  list(parentId: number, params?: NoteListParams, options?: RequestOptions) {
    return this.core.paginate(this.#reads.list, { path: { parent_id: parentId }, query: params }, options);
  }

  /** One note of a person or event occurrence. */
  get(parentId: number, id: number, options?: RequestOptions) {
    return this.core.call(this.#reads.get, { path: { parent_id: parentId, id } }, options);
  }
}
