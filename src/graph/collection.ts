import { COLLECTION_NAME_PATTERN } from '../config/collection-name.js';
import { InputError } from '../errors/input-error.js';

export { COLLECTION_NAME_PATTERN, DEFAULT_COLLECTION } from '../config/collection-name.js';

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
 * A collection's name as an identifier that can only hold `[a-z0-9]`: `c` + the UTF-8 bytes of the
 * name in hex + `0`. Two names never give the same tag, and the tag is safe to splice into the
 * labels and index names DDL needs (DDL takes no parameters), whatever the name held.
 */
export function collectionTag(name: string): string {
  return `c${Buffer.from(name, 'utf8').toString('hex')}0`;
}

/** The four granularities that have a full-text index. */
export const FULL_TEXT_KINDS = ['passage', 'sentence', 'triple', 'entity'] as const;
export type FullTextKind = (typeof FULL_TEXT_KINDS)[number];

/**
 * Each collection has its own four full-text indexes, over labels only its nodes carry
 * (`Passage_<tag>` beside `Passage`, …), so BM25's statistics (document frequencies, average field
 * length, deleted documents) are the collection's own: loading, changing or removing another
 * collection never moves a score.
 */
export function collectionLabels(name: string): Record<FullTextKind, string> {
  const tag = collectionTag(name);
  return { passage: `Passage_${tag}`, sentence: `Sentence_${tag}`, triple: `Triple_${tag}`, entity: `Entity_${tag}` };
}

/** Names of a collection's full-text indexes (see `collectionLabels`). */
export function collectionIndexNames(name: string): Record<FullTextKind, string> {
  const tag = collectionTag(name);
  return { passage: `passage_text_${tag}`, sentence: `sentence_text_${tag}`, triple: `triple_text_${tag}`, entity: `entity_name_${tag}` };
}

/** A per-collection full-text index name (what `collectionIndexNames` makes), for finding them all. */
export const COLLECTION_INDEX_NAME_PATTERN = /^(passage_text|sentence_text|triple_text|entity_name)_c[0-9a-f]*0$/;

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
