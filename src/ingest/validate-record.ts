import type { CorpusItem } from './corpus-record.js';

const allowedTypes: Record<string, string> = { id: 'string', title: 'string', text: 'string' };

/**
 * Validates one parsed JSON value as a corpus record `{"id"?, "title"?, "text"}`.
 * Extra fields are ignored; `id`, `title` and `text` must be strings, `text` non-empty.
 * A numeric id is accepted and turned into a string (corpora often number their passages).
 */
export function validateRecord(value: unknown, file: string, line: number, bytes: number): CorpusItem {
  const reject = (reason: string): CorpusItem => ({ kind: 'rejected', rejected: { file, line, reason } });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return reject(`expected a JSON object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`);
  }
  const record = value as Record<string, unknown>;
  if (!('text' in record)) return reject('missing field "text"');
  for (const [field, type] of Object.entries(allowedTypes)) {
    const fieldValue = record[field];
    if (fieldValue === undefined || fieldValue === null) continue;
    if (field === 'id' && typeof fieldValue === 'number' && Number.isFinite(fieldValue)) continue;
    if (typeof fieldValue !== type) return reject(`field "${field}" must be a ${type}, got ${Array.isArray(fieldValue) ? 'array' : typeof fieldValue}`);
  }
  const text = (record.text as string).replace(/\u0000/g, '').trim();
  if (text.length === 0) return reject('field "text" is empty');
  const rawId = record.id;
  const id = rawId === undefined || rawId === null ? undefined : String(rawId).trim();
  if (id !== undefined && id.length === 0) return reject('field "id" is empty');
  if (id !== undefined && id.length > 512) return reject('field "id" is longer than 512 characters');
  const title = typeof record.title === 'string' ? record.title.replace(/\u0000/g, '').trim() : '';
  return { kind: 'record', record: { id, title, text, file, line, bytes } };
}
