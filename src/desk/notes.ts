import { withMethods } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { type NoteParent, Notes, type NotesPath, notesPath } from '../front-and-desk/notes.ts';
import { Note } from '../schemas/note.ts';
import { NoteCreate, NoteUpdate } from '../schemas/note-input.ts';

const writeEndpoints = (path: NotesPath) => ({
  /** Adds a note (`note` text required) to a person or event occurrence. */
  create: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path,
    body: NoteCreate,
    bodyKey: 'note',
    returns: 'one',
    key: 'notes',
    schema: Note,
  }),
  /** Changes a note's subject, text, `public` or `pinned`. */
  update: endpoint({
    method: 'PUT',
    effect: 'write',
    idempotent: true,
    path: `${path}/:id`,
    body: NoteUpdate,
    bodyKey: 'note',
    returns: 'one',
    key: 'notes',
    schema: Note,
  }),
  /** Deletes a note; only for a manager, an owner or the note's author. */
  delete: endpoint({
    method: 'DELETE',
    effect: 'destructive',
    idempotent: true,
    path: `${path}/:id`,
    returns: 'none',
  }),
});

/** Notes on a person or an event occurrence, as staff read and write them. */
export class DeskNotes extends withMethods(Notes, writeEndpoints(notesPath('desk', 'people'))) {
  constructor(client: Pike13Client, parent: NoteParent) {
    super(client, 'desk', parent, writeEndpoints(notesPath('desk', parent)));
  }
}
