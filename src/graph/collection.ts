import { InputError } from '../errors/input-error.js';

/** The collection every command and API call uses unless told otherwise. */
export const DEFAULT_COLLECTION = 'default';

/** Letters, digits, `_` and `-`, starting with a letter or digit, at most 64 characters. */
export const COLLECTION_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Validates a collection name, naming the problem (it ends up in job ids, Browser queries and file names). */
export function validateCollectionName(name: string, field = 'collection'): string {
  if (!COLLECTION_NAME_PATTERN.test(name)) {
    throw new InputError(
      `collection name ${JSON.stringify(name.slice(0, 80))} is not valid: use 1–64 letters, digits, "_" or "-", starting with a letter or digit`,
      { field },
    );
  }
  return name;
}

/**
 * The single Lucene token under which a collection's nodes are indexed in every full-text index
 * (property `collectionTag`), so a search is filtered inside Lucene instead of after it. The name is
 * hex-encoded and ends in a digit: whatever the index's analyzer (English stemming and stop words,
 * ASCII folding, lower-casing), the token comes out unchanged and two names never meet.
 */
export function collectionTag(name: string): string {
  return `c${Buffer.from(name, 'utf8').toString('hex')}0`;
}

/**
 * Restricts an already escaped Lucene query to one collection. The filter clause has boost 0, so it
 * adds nothing to a hit's score: scores are those of the unfiltered query. Those use the statistics
 * of the whole full-text index, though (document frequencies and average field length over every
 * collection, and deleted documents until Lucene merges its segments), so loading or removing another
 * collection shifts BM25 scores slightly (measured on 2Wiki: R@5 within ±0.3; README "Collections").
 * Only the set of hits is isolated exactly.
 */
export function scopeLuceneQuery(query: string, name: string): string {
  return `+collectionTag:${collectionTag(name)}^0 +(${query})`;
}

/**
 * The collection a benchmark corpus lives in: the dataset's folder name for files called
 * `corpus.*` (`../shared/datasets/2wiki/corpus.jsonl` → `2wiki`), else the file name without its
 * extension; characters a name cannot hold become `-`.
 */
export function collectionNameForCorpus(file: string): string {
  const parts = file.split(/[\\/]/).filter(Boolean);
  const fileName = parts[parts.length - 1] ?? 'corpus';
  const stem = fileName.replace(/\.[^.]*$/, '');
  const base = stem === 'corpus' && parts.length > 1 ? parts[parts.length - 2]! : stem;
  const cleaned = base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+/, '').slice(0, 64);
  return cleaned.length > 0 ? cleaned : 'corpus';
}
