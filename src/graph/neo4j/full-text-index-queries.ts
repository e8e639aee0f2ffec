import { collectionIndexNames, collectionLabels, COLLECTION_INDEX_NAME_PATTERN, FULL_TEXT_KINDS, type FullTextKind } from '../collection.js';

/**
 * The analyzer and indexed properties of each granularity's full-text (Lucene, BM25) index.
 * 'english' is Lucene's EnglishAnalyzer (standard tokenizer, possessive removal, lower-casing, English
 * stop words, Porter stemming): multi-hop questions ask "who directed" while passages say "directed
 * by"/"director", and stemming lets those meet. Entity names use 'standard-folding' (no stemming,
 * accents folded) because names must match as written, "Versace" ≠ "Versac". Passages are read
 * by their title, their text and, without a title, the names they are about (`passageSubjectNames`),
 * three fields; `passageFullTextQuery` weighs them.
 */
const FULL_TEXT_SHAPE: Record<FullTextKind, { properties: string[]; analyzer: 'english' | 'standard-folding' }> = {
  passage: { properties: ['title', 'subjectNames', 'text'], analyzer: 'english' },
  sentence: { properties: ['text'], analyzer: 'english' },
  triple: { properties: ['text'], analyzer: 'english' },
  entity: { properties: ['name'], analyzer: 'standard-folding' },
};

/**
 * DDL for one collection's four full-text indexes. DDL takes no parameters: the index names and
 * labels are built from the collection's hex tag (`[a-z0-9_]` only, checked again here), never
 * from the name as typed.
 */
export function createCollectionIndexStatements(collection: string): string[] {
  const names = collectionIndexNames(collection);
  const labels = collectionLabels(collection);
  return FULL_TEXT_KINDS.map((kind) => {
    const name = names[kind];
    const label = labels[kind];
    if (!COLLECTION_INDEX_NAME_PATTERN.test(name) || !/^[A-Za-z]+_c[0-9a-f]*0$/.test(label)) throw new Error(`unsafe index identifier ${name} / ${label}`);
    const { properties, analyzer } = FULL_TEXT_SHAPE[kind];
    return `CREATE FULLTEXT INDEX ${name} IF NOT EXISTS FOR (n:${label}) ON EACH [${properties.map((property) => `n.${property}`).join(', ')}] OPTIONS {indexConfig: {\`fulltext.analyzer\`: '${analyzer}'}}`;
  });
}

/** DDL dropping an index whose name matched `COLLECTION_INDEX_NAME_PATTERN` (checked here). */
export function dropCollectionIndexStatement(indexName: string): string {
  if (!COLLECTION_INDEX_NAME_PATTERN.test(indexName)) throw new Error(`not a collection index name: ${indexName}`);
  return `DROP INDEX ${indexName} IF EXISTS`;
}

/** Every per-collection full-text index in the database (names filtered by the pattern by the caller). */
export const LIST_FULL_TEXT_INDEXES = 'SHOW FULLTEXT INDEXES YIELD name, state RETURN name, state';

/** The full-text indexes shared by every collection before each collection had its own (filtered by `collectionTag`). */
export const SHARED_FULL_TEXT_INDEXES = ['passage_text', 'sentence_text', 'triple_text', 'entity_name'] as const;

/**
 * How much a match in an untitled passage's subject names counts against one in a title or the
 * text. Below 1: the names are read by the analysis, not written by an author, and many untitled
 * passages have none, so at a title's weight they outrank a passage that answers but defines nothing
 * (MuSiQue without titles, docs/benchmarks.md stop 37: R@5 of `megrag` 53.8 at 1, 57.0 at 0.5).
 */
export const SUBJECT_NAMES_WEIGHT = 0.5;

/**
 * The Lucene query over a passage index for escaped words (`toLuceneQuery`): the same words in each
 * field, summed as the default query would, the subject names weighed by `SUBJECT_NAMES_WEIGHT`.
 * A collection without subject names scores exactly as a query without fields. With `mentioning`
 * (escaped words too), only passages holding at least one of its words in some field match.
 */
export function passageFullTextQuery(words: string, mentioning?: string): string {
  const fields = `title:(${words}) text:(${words}) subjectNames:(${words})^${SUBJECT_NAMES_WEIGHT}`;
  if (mentioning === undefined) return fields;
  // A required clause that only filters (boost 0): the name's words already score among `words`.
  return `+(title:(${mentioning}) text:(${mentioning}) subjectNames:(${mentioning}))^0 ${fields}`;
}
