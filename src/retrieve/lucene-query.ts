import { InputError } from '../errors/input-error.js';

/** Characters with a meaning in Lucene's classic query syntax. */
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

/** The words of user text: runs of letters, marks and digits, with inner apostrophes ("O'Hara"). */
function wordsOf(text: string): string[] {
  return text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
}

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
  const terms = wordsOf(text);
  const cleaned = terms
    .map((term) => (term === 'AND' || term === 'OR' || term === 'NOT' || term === 'TO' ? term.toLowerCase() : term))
    .slice(0, options.maxTerms ?? MAX_QUERY_TERMS)
    .map(escapeLuceneTerm);
  if (cleaned.length === 0) {
    throw new InputError(`the query ${JSON.stringify(text.slice(0, 80))} has no searchable words`, { field: 'question' }, 'ask with at least one word');
  }
  return cleaned.join(' ');
}

/** Lucene's English stop words (EnglishAnalyzer's default set): a required clause of only these matches nothing. */
const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not', 'of', 'on', 'or',
  'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'will', 'with',
]);

/**
 * A name as escaped Lucene words for a required clause, stop words left out (the English analyzer
 * drops them, so a clause of stop words alone would match nothing); undefined when no word is left.
 */
export function toRequiredNameQuery(name: string): string | undefined {
  const terms = wordsOf(name).filter((term) => !ENGLISH_STOP_WORDS.has(term.toLowerCase()));
  if (terms.length === 0) return undefined;
  return toLuceneQuery(terms.join(' '));
}
