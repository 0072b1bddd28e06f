import type { Pike13Client } from '../core/client.ts';
import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { Note } from '../schemas/note.ts';
import {
  type NoteCreate,
  NoteCreate as NoteCreateBody,
  type NoteUpdate,
  NoteUpdate as NoteUpdateBody,
} from '../schemas/note-input.ts';
import { type NoteParent, Notes, type NotesPath, notesPath } from '../sided/notes.ts';

const writeEndpoints = (path: NotesPath) => ({
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: NoteCreateBody,
    bodyKey: 'note',
    returns: 'one',
    key: 'notes',
    schema: Note,
  }),
  update: endpoint({
    method: 'PUT',
    effect: 'write',
    idempotent: true,
    path: `${path}/:id`,
    body: NoteUpdateBody,
    bodyKey: 'note',
    returns: 'one',
    key: 'notes',
    schema: Note,
  }),
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    returns: 'none',
  }),
});

/** Notes on a person or an event occurrence, as staff read and write them. */
export class DeskNotes extends Notes {
  readonly #writes: ReturnType<typeof writeEndpoints>;

  constructor(client: Pike13Client, parent: NoteParent) {
    const writes = writeEndpoints(notesPath('desk', parent));
    super(client, 'desk', parent, writes);
    this.#writes = writes;
  }

  /** Adds a note (`note` text required) to a person or event occurrence. */
  create(parentId: number, note: NoteCreate, options?: RequestOptions) {
    return this.core.call(this.#writes.create, { path: { parent_id: parentId }, body: note }, options);
  }

  /** Changes a note's subject, text, `public` or `pinned`. */
  update(parentId: number, id: number, note: NoteUpdate, options?: RequestOptions) {
    return this.core.call(this.#writes.update, { path: { parent_id: parentId, id }, body: note }, options);
  }

  /** Deletes a note; only for a manager, an owner or the note's author. */
  delete(parentId: number, id: number, options?: RequestOptions) {
    return this.core.call(this.#writes.delete, { path: { parent_id: parentId, id } }, options);
  }
}
