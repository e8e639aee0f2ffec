import { InputError } from '../errors/input-error.js';

/** Characters with a meaning in Lucene's classic query syntax. */
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

/** Most terms one query may carry (Lucene's boolean clause limit is 1024; long questions get cut). */
export const MAX_QUERY_TERMS = 64;

/** Escapes one term for Lucene's query parser. */
export function escapeLuceneTerm(term: string): string {
  return term.replace(LUCENE_SPECIAL, (character) => `\\${character}`);
}

/**
 * Turns free user text into a safe Lucene query: words only (letters, marks, digits, inner
 * apostrophes), each escaped, the operator words AND/OR/NOT lower-cased so they are plain terms,
 * joined with spaces (OR semantics, BM25 ranks documents with more and rarer terms higher).
 * Text with no word left is an InputError, never a Lucene parse error.
 */
export function toLuceneQuery(text: string, options: { maxTerms?: number } = {}): string {
  const terms = text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
  const cleaned = terms
    .map((term) => (term === 'AND' || term === 'OR' || term === 'NOT' || term === 'TO' ? term.toLowerCase() : term))
    .slice(0, options.maxTerms ?? MAX_QUERY_TERMS)
    .map(escapeLuceneTerm);
  if (cleaned.length === 0) {
    throw new InputError(`the query ${JSON.stringify(text.slice(0, 80))} has no searchable words`, { field: 'question' }, 'ask with at least one word');
  }
  return cleaned.join(' ');
}
