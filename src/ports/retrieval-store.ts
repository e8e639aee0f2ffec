import type { OriginFilter } from './origin-filter.js';
import type { EntityHit, PassageContent, PassageHit, PassageLinks, SentenceHit, TripleHit } from './retrieval-hits.js';

/** Options of a passage search. */
export interface PassageSearchOptions {
  /**
   * A name the hits must mention: a passage is kept only when its title, text or subject names hold
   * at least one word of it. For searches about one entity ("What is the date of birth of Sean
   * Mullin?"), whose other words alone would rank a short passage that merely says "Date of Birth".
   * A full-text search applies it; a dense one cannot (its hits match no words), so a hybrid search
   * applies it to its lexical side only (`withFirstStage`).
   */
  mentioning?: string;
}

/**
 * The retrieval port: every retrieval mode and the reasoner see only this. Queries are free text
 * (escaped by the adapter); limits are integers; every call is one round trip.
 */
export interface RetrievalStore {
  searchPassages(query: string, limit: number, options?: PassageSearchOptions): Promise<PassageHit[]>;
  searchSentences(query: string, limit: number): Promise<SentenceHit[]>;
  searchTriples(query: string, limit: number): Promise<TripleHit[]>;
  searchEntities(query: string, limit: number): Promise<EntityHit[]>;
  /** Passages with their sentences and triples, in the order of `ids` (duplicates dropped). */
  passageContents(ids: readonly string[]): Promise<PassageContent[]>;
  /** The passage (id, title) of each sentence or triple id. */
  passagesOf(itemIds: readonly string[]): Promise<Map<string, { id: string; title: string }>>;
  /** Triples whose subject or object is one of the entity keys. */
  entityTriples(entityKeys: readonly string[], limit: number): Promise<TripleHit[]>;
  /** Sentences within `window` positions of each given sentence, same passage, in document order. */
  neighbourSentences(sentenceIds: readonly string[], window: number): Promise<SentenceHit[]>;
  /** Passages whose title entity has one of the keys (exact, case-insensitive through the key). */
  passagesAbout(entityKeys: readonly string[]): Promise<PassageHit[]>;
  /**
   * Per word (letters and digits only), the entities some passage is about whose name holds the
   * word — at most `perWord` a word, best full-text match first. For looking up a page under
   * another form of a name (`retrieve/name-variant-pages.ts`).
   */
  aboutEntitiesByWord?(words: readonly string[], perWord: number): Promise<Array<{ word: string; key: string; name: string }>>;
  /** Passages with the entities they link to (title, mentions, triples), in the order of `ids`. */
  passageLinks(ids: readonly string[]): Promise<PassageLinks[]>;
  /**
   * The passages linking to the entities of `entityKeys` whose degree (links in the collection) is
   * at most `maxDegree` — at most `perEntity` an entity, those about it first, then by id — each
   * once, with their links, by id.
   */
  entityPassages(entityKeys: readonly string[], limits: { maxDegree: number; perEntity: number }): Promise<PassageLinks[]>;
  /** Citations of the passages cut from document files (path, section, lines or pages), by id; others are absent. */
  passageSources?(ids: readonly string[]): Promise<Map<string, import('./passage-citation.js').PassageCitation>>;
  /** Dense retrieval over the passage vectors (present when the index was embedded and an embedder is set). */
  vectorPassages?(query: string, limit: number): Promise<PassageHit[]>;
  /**
   * The same store seeing only the passages `filter` lets through, in every method: searches at
   * every granularity (filtered inside the index query, so a limit of k gives k hits when k pass),
   * lookups by id (other passages, and their sentences and triples, are absent), entity lookups
   * (an entity counts when a passing passage links to it). Not a call to the database.
   */
  withOrigins?(filter: OriginFilter): RetrievalStore;
}
