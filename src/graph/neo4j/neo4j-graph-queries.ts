import neo4j from 'neo4j-driver';
import { ConfigError } from '../../errors/config-error.js';
import { InputError } from '../../errors/input-error.js';
import { entityKey } from '../../nlp/entity-key.js';
import type { EntityView, EvidencePath, GraphQueries, GraphScope, NeighborView, PassageView, TriplePattern, TripleView } from '../../ports/graph-queries.js';
import { compileOriginPatterns } from '../../retrieve/origin-pattern.js';
import { originFilterOf } from '../../retrieve/origin-filter.js';
import { originParametersOf } from './retrieval-queries.js';
import type { PassageCitation } from '../../documents/passage-citation.js';
import type { GraphStats } from '../../ports/graph-records.js';
import type { Neo4jGraphStore } from './neo4j-graph-store.js';
import { Neo4jRetrievalStore } from './neo4j-retrieval-store.js';
import { ENTITY_VIEW, NEIGHBOR_LEVEL, SHORTEST_PATHS, TRIPLES_BY_OBJECT, TRIPLES_BY_RELATION, TRIPLES_BY_SUBJECT } from './graph-view-queries.js';

function keyOf(name: string, field: string): string {
  const key = entityKey(name);
  if (!key) throw new InputError(`${field} ${JSON.stringify(name)} is not an entity name`, { field });
  return key;
}

function boundedInteger(value: number | undefined, fallback: number, minimum: number, maximum: number, name: string): number {
  const resolved = value ?? fallback;
  if (!Number.isInteger(resolved) || resolved < minimum || resolved > maximum) {
    throw new ConfigError(`${name} must be an integer from ${minimum} to ${maximum}, got ${String(value)}`);
  }
  return resolved;
}

/**
 * The scope's patterns as the queries' `$originPattern` / `$excludeOriginPattern` (null: none),
 * refusing a pattern that does not compile with its reason, as the search options do.
 */
function scopeParameters(scope: GraphScope | undefined): { originPattern: string | null; excludeOriginPattern: string | null } {
  for (const field of ['origin', 'excludeOrigins'] as const) {
    const patterns: unknown = scope?.[field];
    if (patterns === undefined) continue;
    if (!Array.isArray(patterns) || patterns.some((pattern) => typeof pattern !== 'string')) {
      throw new InputError(`${field} must be a list of document paths or globs`, { field });
    }
    const compiled = compileOriginPatterns(patterns as string[]);
    if (typeof compiled === 'object') throw new InputError(`${field}[${compiled.index}]: ${compiled.reason}`, { field });
  }
  return originParametersOf(originFilterOf(scope ?? {}));
}

/** Most aliases an entity view lists (a frequent entity can have many spellings). */
export const MAX_ALIASES = 50;

/** The Neo4j adapter of the graph-query port. Entities are found by normalized key (case, accents, articles). */
export class Neo4jGraphQueries implements GraphQueries {
  private readonly retrieval: Neo4jRetrievalStore;

  constructor(private readonly graph: Neo4jGraphStore) {
    this.retrieval = new Neo4jRetrievalStore(graph);
  }

  private async rows<T>(name: string, query: string, parameters: Record<string, unknown>): Promise<T[]> {
    return this.graph.read(name, async (transaction) => (await transaction.run(query, this.graph.scoped(parameters))).records.map((record) => record.toObject() as T));
  }

  /** Adds the citation of every passage cut from a document file (one lookup for all of them). */
  private async cite<T extends { id: string }>(passages: readonly T[]): Promise<Array<T & { source?: PassageCitation }>> {
    const sources = await this.retrieval.passageSources(passages.map((passage) => passage.id));
    return passages.map((passage) => (sources.has(passage.id) ? { ...passage, source: sources.get(passage.id)! } : passage));
  }

  /** The same triples with their passages cited. */
  private async citeTriples(triples: readonly TripleView[]): Promise<TripleView[]> {
    const passages = await this.cite(triples.map((triple) => triple.passage));
    return triples.map((triple, index) => ({ ...triple, passage: passages[index]! }));
  }

  async entity(name: string, scope?: GraphScope): Promise<EntityView | null> {
    const [row] = await this.rows<EntityView>('entity', ENTITY_VIEW, { key: keyOf(name, 'entity'), aliasLimit: neo4j.int(MAX_ALIASES), ...scopeParameters(scope) });
    return row ? { ...row, passages: await this.cite(row.passages) } : null;
  }

  async triples(pattern: TriplePattern): Promise<TripleView[]> {
    const limit = neo4j.int(boundedInteger(pattern.limit, 50, 1, 10_000, 'limit'));
    const relation = pattern.relation?.trim() ? pattern.relation.trim().toLowerCase() : null;
    const subjectKey = pattern.subject ? keyOf(pattern.subject, 'subject') : null;
    const objectKey = pattern.object ? keyOf(pattern.object, 'object') : null;
    const scope = scopeParameters(pattern);
    let rows: Array<{ triple: TripleView }>;
    if (subjectKey) rows = await this.rows('triples', TRIPLES_BY_SUBJECT, { subjectKey, objectKey, relation, limit, ...scope });
    else if (objectKey) rows = await this.rows('triples', TRIPLES_BY_OBJECT, { objectKey, relation, limit, ...scope });
    else if (relation) rows = await this.rows('triples', TRIPLES_BY_RELATION, { relation, limit, ...scope });
    else throw new InputError('give at least one of subject, relation, object', { field: 'pattern' });
    return this.citeTriples(rows.map((row) => row.triple));
  }

  async neighbors(entity: string, options: { depth?: number; limit?: number } & GraphScope = {}): Promise<NeighborView[]> {
    const scope = scopeParameters(options);
    const depth = boundedInteger(options.depth, 1, 1, 3, 'depth');
    const limit = boundedInteger(options.limit, 50, 1, 1000, 'limit');
    const start = keyOf(entity, 'entity');
    const visited = new Set([start]);
    let frontier = [start];
    const result: NeighborView[] = [];
    for (let level = 1; level <= depth && frontier.length > 0 && result.length < limit; level += 1) {
      const rows = await this.rows<{ entity: { key: string; name: string }; via: TripleView }>('neighbors', NEIGHBOR_LEVEL, {
        keys: frontier,
        visited: [...visited],
        limit: neo4j.int(limit - result.length),
        ...scope,
      });
      frontier = [];
      for (const row of rows) {
        if (visited.has(row.entity.key)) continue;
        visited.add(row.entity.key);
        frontier.push(row.entity.key);
        result.push({ entity: row.entity, depth: level, via: row.via });
      }
    }
    const vias = await this.citeTriples(result.map((neighbor) => neighbor.via));
    return result.map((neighbor, index) => ({ ...neighbor, via: vias[index]! }));
  }

  async paths(fromEntity: string, toEntity: string, options: { maxHops?: number; limit?: number } & GraphScope = {}): Promise<EvidencePath[]> {
    const scope = scopeParameters(options);
    const maxHops = boundedInteger(options.maxHops, 3, 1, 4, 'maxHops');
    const limit = boundedInteger(options.limit, 5, 1, 100, 'limit');
    const query = SHORTEST_PATHS[maxHops]!;
    const paths = await this.rows<EvidencePath>('paths', query, { fromKey: keyOf(fromEntity, 'from'), toKey: keyOf(toEntity, 'to'), limit: neo4j.int(limit), ...scope });
    return Promise.all(paths.map(async (path) => ({ ...path, edges: await this.citeTriples(path.edges) })));
  }

  async passage(id: string): Promise<PassageView | null> {
    const [content] = await this.retrieval.passageContents([id]);
    return content ? ((await this.cite([content]))[0] ?? null) : null;
  }

  stats(): Promise<GraphStats> {
    return this.graph.stats();
  }
}
