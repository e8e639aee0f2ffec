/** What the retrieval primitives return: ranked hits at each granularity. */

export interface PassageHit {
  id: string;
  title: string;
  /** Lucene BM25 score: comparable only within one query. */
  score: number;
  /**
   * `passagesAbout` only: the key of the entity the passage is about (its title's, or for a passage
   * without a title its lead subject's), so callers need not derive it from the title.
   */
  about?: string;
}

export interface SentenceHit {
  id: string;
  text: string;
  position: number;
  passageId: string;
  passageTitle: string;
  score: number;
}

/** A triple's identity: its id, its three parts and the entity keys of subject and object. */
export interface TripleCore {
  id: string;
  subject: string;
  relation: string;
  object: string;
  subjectKey: string;
  objectKey: string;
}

export interface TripleHit extends TripleCore {
  sentenceId: string;
  passageId: string;
  score: number;
}

export interface EntityHit {
  key: string;
  name: string;
  score: number;
}

/** A passage with its sentences and triples (in document order), for cross-granularity views. */
export interface PassageContent {
  id: string;
  title: string;
  text: string;
  sentences: Array<{ id: string; text: string; position: number }>;
  triples: Array<Omit<TripleHit, 'score' | 'passageId'> & { confidence: number }>;
  /** Entity keys mentioned in the passage (title entity first). */
  entities: Array<{ key: string; name: string }>;
  /**
   * Names of the entities the passage is about (`ABOUT`): its title's, or for a passage without a
   * title its lead subjects and the other names its lead gives them. Absent when the store does not say.
   */
  subjects?: string[];
}

/**
 * A passage with the entities it links to, for graph propagation (`walk`): the title entity, the
 * entities its sentences mention, and its triples' subject and object entities (with their pairs).
 * `degree` is an entity's number of links in the whole collection, its (inverse) specificity.
 */
export interface PassageLinks {
  id: string;
  title: string;
  entities: Array<{ key: string; name: string; degree: number }>;
  /** Subject and object entity keys of each of the passage's triples. */
  pairs: Array<[string, string]>;
}
