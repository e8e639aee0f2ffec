import neo4j from 'neo4j-driver';
import type { PassageSearchOptions, RetrievalStore } from '../../ports/retrieval-store.js';
import type { EntityHit, PassageContent, PassageHit, PassageLinks, SentenceHit, TripleHit } from '../../ports/retrieval-hits.js';
import { escapeLuceneTerm, toLuceneQuery, toRequiredNameQuery } from '../../retrieve/lucene-query.js';
import { passageFullTextQuery } from './full-text-index-queries.js';
import type { FullTextKind } from '../collection.js';
import type { Neo4jGraphStore } from './neo4j-graph-store.js';
import {
  ENTITY_PASSAGES,
  ENTITY_TRIPLES,
  ENTITY_TRIPLES_IN_ORIGINS,
  PASSAGE_LINKS,
  NEIGHBOUR_SENTENCES,
  ABOUT_ENTITIES_BY_WORD,
  PASSAGES_ABOUT,
  PASSAGES_OF,
  PASSAGE_CONTENTS,
  SEARCH_ENTITIES,
  SEARCH_ENTITIES_IN_ORIGINS,
  SEARCH_PASSAGES,
  SEARCH_PASSAGES_IN_ORIGINS,
  SEARCH_SENTENCES,
  SEARCH_SENTENCES_IN_ORIGINS,
  SEARCH_TRIPLES,
  SEARCH_TRIPLES_IN_ORIGINS,
  VECTOR_PASSAGES,
  VECTOR_PASSAGES_EXACT,
  originParametersOf,
} from './retrieval-queries.js';
import type { OriginFilter } from '../../ports/origin-filter.js';
import type { Embedder } from '../../ports/embedder.js';
import { toCitation, type PassageCitation } from '../../documents/passage-citation.js';

/** How far searches widen their over-fetch before their last resort (tests lower them to reach it). */
export interface CandidateLimits {
  /** Most vector-index candidates one dense search looks at while looking for its collection's passages. */
  vector: number;
  /**
   * Within an origin filter, the most Lucene hits one widening step asks for (Lucene sizes its
   * collector by the limit asked); past it, the last step asks for every hit of the query.
   */
  fullText: number;
}

const DEFAULT_CANDIDATE_LIMITS: CandidateLimits = { vector: 10_000, fullText: 20_000 };
/** Full-text searches fetch `limit + max(limit, TIE_MARGIN)` hits so ties at the cut are broken by id. */
const TIE_MARGIN = 20;

/** The Neo4j adapter of the retrieval port (full-text indexes + graph expansion). */
export class Neo4jRetrievalStore implements RetrievalStore {
  readonly vectorPassages?: (query: string, limit: number) => Promise<PassageHit[]>;
  private readonly origins: OriginFilter | undefined;
  /** The origin filter's parameters, sent with every query (null: no filter). */
  private readonly originParameters: { originPattern: string | null; excludeOriginPattern: string | null };
  private readonly limits: CandidateLimits;

  /**
   * With an embedder (the model the index was embedded with), dense retrieval is available too;
   * with `origins`, every query sees only the passages the filter lets through (`withOrigins`).
   */
  constructor(
    private readonly graph: Neo4jGraphStore,
    private readonly embedder?: Embedder,
    scope: { origins?: OriginFilter; limits?: Partial<CandidateLimits> } = {},
  ) {
    this.origins = scope.origins;
    this.limits = { ...DEFAULT_CANDIDATE_LIMITS, ...scope.limits };
    this.originParameters = originParametersOf(this.origins);
    const maxCandidates = this.limits.vector;
    if (embedder) {
      this.vectorPassages = async (query, limit) => {
        const vector = Array.from(await embedder.embedQuery(query));
        // Over-fetch from the database-wide vector index, widening until the collection has `limit`
        // passages (that pass the origin filter) among the candidates or the index has no more to give.
        for (let candidates = Math.min(Math.max(limit * 4, 100), maxCandidates); ; candidates = Math.min(candidates * 4, maxCandidates)) {
          const [row] = await this.rows<{ passages: PassageHit[]; candidates: number }>('vectorPassages', VECTOR_PASSAGES, {
            vector,
            limit: neo4j.int(limit),
            candidates: neo4j.int(candidates),
          });
          const passages = row?.passages ?? [];
          if (passages.length >= limit || Number(row?.candidates ?? 0) < candidates) return passages;
          if (candidates >= maxCandidates) {
            // A narrow origin filter: the nearest candidates hold too few of its passages, so compare
            // the query with every passage that passes (exact; the index's score up to its quantization).
            return this.origins ? this.rows<PassageHit>('vectorPassagesExact', VECTOR_PASSAGES_EXACT, { vector, limit: neo4j.int(limit) }) : passages;
          }
        }
      };
    }
  }

  /** This store within an origin filter (no database call; the filter applies in every query). */
  withOrigins(filter: OriginFilter): Neo4jRetrievalStore {
    return new Neo4jRetrievalStore(this.graph, this.embedder, { origins: filter, limits: this.limits });
  }

  async passageSources(ids: readonly string[]): Promise<Map<string, PassageCitation>> {
    const sources = await this.graph.passageSources(ids);
    return new Map([...sources].map(([id, source]) => [id, toCitation(source)]));
  }

  private async rows<T>(name: string, query: string, parameters: Record<string, unknown>): Promise<T[]> {
    return this.graph.read(name, async (transaction) => {
      const result = await transaction.run(query, this.graph.scoped({ ...this.originParameters, ...parameters }));
      return result.records.map((record) => record.toObject() as T);
    });
  }

  /**
   * One full-text search in this collection's own index of `kind`: the user's text as escaped
   * Lucene words, the number of hits kept, and how many are fetched so that exact score ties at the
   * cut are broken by id rather than by Lucene's document order. A collection nothing was written
   * to has no indexes yet and finds nothing.
   */
  private async fullTextSearch<T>(name: string, kind: FullTextKind, cypher: { all: string; inOrigins: string }, query: string, limit: number, mentioning?: string): Promise<T[]> {
    const plain = toLuceneQuery(query);
    const words = kind === 'passage' ? passageFullTextQuery(plain, mentioning === undefined ? undefined : toRequiredNameQuery(mentioning)) : plain;
    if (!(await this.graph.hasFullTextIndexes())) return [];
    const keep = limit + Math.max(limit, TIE_MARGIN);
    try {
      if (this.origins) return await this.filteredFullTextSearch<T>(name, cypher.inOrigins, { index: this.graph.fullTextIndex(kind), query: words }, limit, keep);
      return await this.rows<T>(name, cypher.all, { index: this.graph.fullTextIndex(kind), query: words, limit: neo4j.int(limit), fetch: neo4j.int(keep) });
    } catch (error) {
      // The collection may have been reset by another process since its indexes were last seen.
      if (await this.graph.hasFullTextIndexes(true)) throw error;
      return [];
    }
  }

  /**
   * A full-text search within the origin filter. Lucene ranks before the filter applies, so ask it
   * for more hits than needed and widen (×4, from 4 × `keep`) until `keep` hits pass or the index
   * has no more; past `limits.fullText`, ask for all its hits. Exact whatever the filter's
   * share of the hits: k results whenever k pass. The cost grows as the filter's share shrinks.
   */
  private async filteredFullTextSearch<T>(name: string, cypher: string, parameters: { index: string; query: string }, limit: number, keep: number): Promise<T[]> {
    const maxCandidates = this.limits.fullText;
    for (let fetch: number | undefined = Math.min(Math.max(keep * 4, 100), maxCandidates); ; fetch = fetch === undefined || fetch >= maxCandidates ? undefined : Math.min(fetch * 4, maxCandidates)) {
      const [row] = await this.rows<{ rows: T[]; seen: number }>(name, cypher, { ...parameters, options: fetch === undefined ? {} : { limit: neo4j.int(fetch) }, keep: neo4j.int(keep) });
      const found = row?.rows ?? [];
      if (fetch === undefined || found.length >= keep || Number(row?.seen ?? 0) < fetch) return found.slice(0, limit);
    }
  }

  async searchPassages(query: string, limit: number, options: PassageSearchOptions = {}): Promise<PassageHit[]> {
    const hits = await this.fullTextSearch<PassageHit>('searchPassages', 'passage', { all: SEARCH_PASSAGES, inOrigins: SEARCH_PASSAGES_IN_ORIGINS }, query, limit, options.mentioning);
    return hits.filter((hit) => hit.title !== null);
  }

  async searchSentences(query: string, limit: number): Promise<SentenceHit[]> {
    return this.fullTextSearch('searchSentences', 'sentence', { all: SEARCH_SENTENCES, inOrigins: SEARCH_SENTENCES_IN_ORIGINS }, query, limit);
  }

  async searchTriples(query: string, limit: number): Promise<TripleHit[]> {
    return this.fullTextSearch('searchTriples', 'triple', { all: SEARCH_TRIPLES, inOrigins: SEARCH_TRIPLES_IN_ORIGINS }, query, limit);
  }

  async searchEntities(query: string, limit: number): Promise<EntityHit[]> {
    return this.fullTextSearch('searchEntities', 'entity', { all: SEARCH_ENTITIES, inOrigins: SEARCH_ENTITIES_IN_ORIGINS }, query, limit);
  }

  async passageContents(ids: readonly string[]): Promise<PassageContent[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    type Row = {
      id: string;
      title: string;
      text: string;
      sentences: PassageContent['sentences'];
      triples: Array<PassageContent['triples'][number] & { position: number }>;
      titleEntities: Array<{ key: string; name: string }>;
      mentions: Array<{ key: string; name: string; position: number }>;
    };
    const rows = await this.rows<Row>('passageContents', PASSAGE_CONTENTS, { ids: unique });
    return rows.filter(isStoredPassage).map((row) => {
      const entities = new Map<string, { key: string; name: string }>();
      for (const entity of row.titleEntities) entities.set(entity.key, entity);
      for (const mention of sortMentions(row.mentions, row.sentences)) {
        if (!entities.has(mention.key)) entities.set(mention.key, { key: mention.key, name: mention.name });
      }
      return {
        id: row.id,
        title: row.title,
        text: row.text,
        sentences: [...row.sentences].sort((a, b) => a.position - b.position),
        triples: [...row.triples]
          .sort((a, b) => a.position - b.position || compareIds(a.id, b.id))
          .map(({ position: _position, ...triple }) => triple),
        entities: [...entities.values()],
        subjects: [...new Set(row.titleEntities.map((entity) => entity.name))],
      };
    });
  }

  async passagesOf(itemIds: readonly string[]): Promise<Map<string, { id: string; title: string }>> {
    if (itemIds.length === 0) return new Map();
    const rows = await this.rows<{ itemId: string; id: string; title: string | null }>('passagesOf', PASSAGES_OF, { ids: [...new Set(itemIds)] });
    return new Map(rows.filter((row) => row.title !== null).map((row) => [row.itemId, { id: row.id, title: row.title! }]));
  }

  async passageLinks(ids: readonly string[]): Promise<PassageLinks[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return (await this.rows<{ passage: PassageLinks }>('passageLinks', PASSAGE_LINKS, { ids: unique })).map((row) => normalizeLinks(row.passage));
  }

  async entityPassages(entityKeys: readonly string[], limits: { maxDegree: number; perEntity: number }): Promise<PassageLinks[]> {
    const keys = [...new Set(entityKeys)];
    if (keys.length === 0) return [];
    const rows = await this.rows<{ passage: PassageLinks }>('entityPassages', ENTITY_PASSAGES, {
      keys,
      maxDegree: neo4j.int(limits.maxDegree),
      perEntity: neo4j.int(limits.perEntity),
    });
    return rows.map((row) => normalizeLinks(row.passage));
  }

  async entityTriples(entityKeys: readonly string[], limit: number): Promise<TripleHit[]> {
    if (entityKeys.length === 0) return [];
    return this.rows('entityTriples', this.origins ? ENTITY_TRIPLES_IN_ORIGINS : ENTITY_TRIPLES, { keys: [...new Set(entityKeys)], perKey: neo4j.int(limit), limit: neo4j.int(limit * entityKeys.length) });
  }

  async neighbourSentences(sentenceIds: readonly string[], window: number): Promise<SentenceHit[]> {
    if (sentenceIds.length === 0) return [];
    return this.rows('neighbourSentences', NEIGHBOUR_SENTENCES, { ids: [...new Set(sentenceIds)], window: neo4j.int(window) });
  }

  async aboutEntitiesByWord(words: readonly string[], perWord: number): Promise<Array<{ word: string; key: string; name: string }>> {
    const unique = [...new Set(words)].filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
    if (unique.length === 0 || !(await this.graph.hasFullTextIndexes())) return [];
    const rows = await this.rows<{ word: string; key: string; name: string }>('aboutEntitiesByWord', ABOUT_ENTITIES_BY_WORD, {
      index: this.graph.fullTextIndex('entity'),
      words: unique.map(escapeLuceneTerm),
      fetch: neo4j.int(Math.max(perWord * 10, 200)),
      perWord: neo4j.int(perWord),
    });
    // Words are letters and digits only, so escaping left them as given and rows name them as asked.
    return rows;
  }

  async passagesAbout(entityKeys: readonly string[]): Promise<PassageHit[]> {
    if (entityKeys.length === 0) return [];
    const hits = await this.rows<PassageHit>('passagesAbout', PASSAGES_ABOUT, { keys: [...new Set(entityKeys)] });
    const seen = new Set<string>();
    return hits.filter((hit) => hit.title !== null && (seen.has(hit.id) ? false : (seen.add(hit.id), true)));
  }
}

/**
 * Mentions in text order: by sentence, then where the surface form occurs in the sentence, then by
 * key. Neo4j returns a node's relationships in storage order, which differs between two builds of
 * the same corpus, and the modes read a passage's entities in this order.
 */
function sortMentions<T extends { key: string; name: string; position: number }>(mentions: readonly T[], sentences: ReadonlyArray<{ position: number; text: string }>): T[] {
  const textAt = new Map(sentences.map((sentence) => [sentence.position, sentence.text]));
  const offset = (mention: T): number => {
    const found = textAt.get(mention.position)?.indexOf(mention.name) ?? -1;
    return found < 0 ? Number.MAX_SAFE_INTEGER : found;
  };
  return [...mentions].sort((a, b) => a.position - b.position || offset(a) - offset(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Orders "…#s2#t10" after "…#s2#t9". */
function compareIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * A passage's links in a fixed order (entities by key, each once; pairs sorted, incomplete ones
 * dropped): Neo4j returns relationships in storage order, which differs between builds.
 */
function normalizeLinks(passage: PassageLinks): PassageLinks {
  const entities = new Map<string, PassageLinks['entities'][number]>();
  for (const entity of passage.entities) if (!entities.has(entity.key)) entities.set(entity.key, { key: entity.key, name: entity.name, degree: Number(entity.degree) });
  const pairs = passage.pairs.filter((pair): pair is [string, string] => typeof pair[0] === 'string' && typeof pair[1] === 'string');
  return {
    id: passage.id,
    title: passage.title ?? '',
    entities: [...entities.values()].sort((a, b) => compareIds(a.key, b.key)),
    pairs: pairs.sort((a, b) => compareIds(a[0], b[0]) || compareIds(a[1], b[1])),
  };
}

/**
 * Whether a row read a stored passage. Reads run at read-committed isolation beside writers: a
 * passage that a concurrent delete or re-ingest removes after the query matched it reads back with
 * null properties (seen in the soak: 7 of 22,415 queries failed on a null title). Every stored
 * passage has a text and a title ('' when untitled), so such a row is dropped as if not matched.
 */
function isStoredPassage(row: { title: string | null; text: string | null }): boolean {
  return row.title !== null && row.text !== null;
}
