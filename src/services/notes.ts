import { request } from '@umijs/max';
import { RECORD_PATHS } from './paths';
import type { Operator, RecordNote, TimelineEntry } from './types';

/** What a note says and whom it mentions (admin ids; `@<email>` in the text counts too). */
export interface NoteInput {
  text: string;
  mentions: string[];
}

export function fetchTimeline(resource: string, id: string) {
  return request<{ result: { list: TimelineEntry[] } }>(RECORD_PATHS.timeline(resource, id), { method: 'GET' });
}

export function addNote(resource: string, id: string, note: NoteInput) {
  return request<{ result: RecordNote }>(RECORD_PATHS.notes(resource, id), { method: 'POST', data: note });
}

export function editNote(noteId: string, note: NoteInput) {
  return request<{ result: RecordNote }>(RECORD_PATHS.note(noteId), { method: 'PUT', data: note });
}

export function deleteNote(noteId: string) {
  return request<{ result: { id: string } }>(RECORD_PATHS.note(noteId), { method: 'DELETE' });
}

/** The operators a note may mention. */
export function fetchOperators() {
  return request<{ result: Operator[] }>(RECORD_PATHS.operators, { method: 'GET' });
}
