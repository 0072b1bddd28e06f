import { isManager } from '../auth.ts';
import { iso } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, forbidden, invalid, notFound, one, paged, problem } from '../http.ts';
import type { NoteRow } from '../state.ts';
import { ownPerson } from './people.ts';
import { flag, found, idParam, input, isDesk, textField } from './support.ts';

type Owner = 'person_id' | 'event_occurrence_id';

/** The parent's path, its key on a note, and the name of the endpoints of its notes. */
const OWNERS: [string, Owner, string][] = [
  ['people/:person_id', 'person_id', 'personNotes'],
  ['event_occurrences/:event_occurrence_id', 'event_occurrence_id', 'eventOccurrenceNotes'],
];

/** Notes of people and of event occurrences: front reads public ones, desk reads and writes all. */
export const noteRoutes: Route[] = OWNERS.flatMap(([parent, owner, notes]): Route[] => {
  const front = `/api/v2/front/${parent}/notes`;
  const desk = `/api/v2/desk/${parent}/notes`;
  return [
    {
      serves: `front.${notes}.list`,
      method: 'GET',
      path: front,
      access: 'front',
      handle: (ctx) => listNotes(ctx, owner),
    },
    {
      serves: `front.${notes}.get`,
      method: 'GET',
      path: `${front}/:id`,
      access: 'front',
      handle: (ctx) => one('notes', noteOf(ctx, owner)),
    },
    {
      serves: `desk.${notes}.list`,
      method: 'GET',
      path: desk,
      access: 'desk',
      handle: (ctx) => listNotes(ctx, owner),
    },
    {
      serves: `desk.${notes}.get`,
      method: 'GET',
      path: `${desk}/:id`,
      access: 'desk',
      handle: (ctx) => one('notes', noteOf(ctx, owner)),
    },
    {
      serves: `desk.${notes}.create`,
      method: 'POST',
      path: desk,
      access: 'desk',
      handle: (ctx) => createNote(ctx, owner),
    },
    {
      serves: `desk.${notes}.update`,
      method: 'PUT',
      path: `${desk}/:id`,
      access: 'desk',
      handle: (ctx) => updateNote(ctx, owner),
    },
    {
      serves: `desk.${notes}.delete`,
      method: 'DELETE',
      path: `${desk}/:id`,
      access: 'desk',
      handle: (ctx) => deleteNote(ctx, owner),
    },
  ];
});

/** The parent's id, checked: front people notes only of the caller or dependents. */
function parentId(ctx: Context, owner: Owner): number {
  const id = idParam(ctx, owner);
  if (owner === 'person_id')
    return !isDesk(ctx) ? ownPerson(ctx, id).id : found(ctx.state.tables.people, id).id;
  return found(ctx.state.tables.occurrences, id).id;
}

function visible(ctx: Context, note: NoteRow): boolean {
  return !!isDesk(ctx) || note.public;
}

function listNotes(ctx: Context, owner: Owner): Response {
  const id = parentId(ctx, owner);
  const notes = ctx.state.tables.notes
    .filter((n) => n[owner] === id && visible(ctx, n))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return paged(ctx.url, 'notes', notes);
}

function noteOf(ctx: Context, owner: Owner): NoteRow {
  const id = parentId(ctx, owner);
  const note = found(ctx.state.tables.notes, idParam(ctx));
  return note[owner] === id && visible(ctx, note) ? note : notFound();
}

function noteFields(ctx: Context, creating: boolean) {
  const fields = input(ctx, 'note');
  const text = textField(fields, 'note', 'Note');
  if ((creating || 'note' in fields) && !text?.trim()) invalid(problem('blank', 'Note'));
  const changes: Partial<NoteRow> = {};
  if (text !== undefined) changes.note = text;
  if ('subject' in fields) changes.subject = textField(fields, 'subject', 'Subject') ?? null;
  if ('public' in fields) changes.public = flag(fields.public);
  if ('pinned' in fields) changes.pinned = flag(fields.pinned);
  return changes;
}

function createNote(ctx: Context, owner: Owner): Response {
  const id = parentId(ctx, owner);
  const changes = noteFields(ctx, true);
  const note = ctx.state.tables.notes.insert({
    person_id: owner === 'person_id' ? id : null,
    event_occurrence_id: owner === 'event_occurrence_id' ? id : null,
    author_id: ctx.caller.person?.id ?? 0,
    subject: null,
    note: '',
    public: false,
    pinned: false,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
    ...changes,
  });
  return one('notes', note, 201);
}

function updateNote(ctx: Context, owner: Owner): Response {
  const note = noteOf(ctx, owner);
  Object.assign(note, noteFields(ctx, false), { updated_at: iso(ctx.now) });
  return one('notes', note);
}

/** Only a manager, an owner or the note's author may delete it. */
function deleteNote(ctx: Context, owner: Owner): Response {
  const note = noteOf(ctx, owner);
  if (!isManager(ctx.caller.person) && note.author_id !== ctx.caller.person?.id) forbidden();
  ctx.state.tables.notes.delete(note.id);
  return deleted();
}
