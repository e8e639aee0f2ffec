import type { GraphStats } from './graph-records.js';
import type { PassageContent, TripleCore } from './retrieval-hits.js';
import type { PassageCitation } from './passage-citation.js';

/** A passage named in a graph answer, with its citation when it was cut from a document file. */
export interface PassageReference {
  id: string;
  title: string;
  source?: PassageCitation;
}

/** An entity of the index with how it is referred to and where it is described. */
export interface EntityView {
  key: string;
  name: string;
  /**
   * Other surface forms that normalize to the same key, as triple subjects/objects, mentions in
   * sentences and passage titles: distinct, sorted, at most 50.
   */
  aliases: string[];
  /** Passages titled by this entity. */
  passages: PassageReference[];
  tripleCount: number;
  mentionCount: number;
}

/** A triple with the sentence and passage that back it. */
export interface TripleView extends TripleCore {
  confidence: number;
  negated: boolean;
  sentence: { id: string; text: string };
  passage: PassageReference;
}

export interface NeighborView {
  entity: { key: string; name: string };
  /** Hops from the start entity (1 = shares a triple with it). */
  depth: number;
  /** The triple linking it to the previous entity on the way. */
  via: TripleView;
}

/** One evidence path between two entities: entities alternating with the triples linking them. */
export interface EvidencePath {
  entities: Array<{ key: string; name: string }>;
  /** edges[i] links entities[i] and entities[i + 1]. */
  edges: TripleView[];
}

/**
 * The source documents a graph query may draw on, as the search options `origin` and
 * `excludeOrigins` (paths or globs relative to the ingest root): a triple counts when its passage
 * passes, an entity when some passage about it, mentioning it or holding one of its triples
 * passes. Record passages (no document path) fail `origin` and pass `excludeOrigins`.
 */
export interface GraphScope {
  origin?: readonly string[];
  excludeOrigins?: readonly string[];
}

export interface TriplePattern extends GraphScope {
  /** Entity name or key of the subject (normalized to a key). */
  subject?: string;
  /** Words the relation phrase must contain (case-insensitive). */
  relation?: string;
  object?: string;
  limit?: number;
}

/**
 * A passage with its sentences (in order), its triples (each with the sentence it came from) and the
 * entities it mentions (title entity first).
 */
export type PassageView = PassageContent & { source?: PassageCitation };

/** Graph queries over the index for programs and the `hopgraph graph` commands (the port). */
export interface GraphQueries {
  /** With a scope: null when nothing of the entity lies within it; aliases, passages and counts from within it. */
  entity(name: string, scope?: GraphScope): Promise<EntityView | null>;
  triples(pattern: TriplePattern): Promise<TripleView[]>;
  /** With a scope, every linking triple lies within it. */
  neighbors(entity: string, options?: { depth?: number; limit?: number } & GraphScope): Promise<NeighborView[]>;
  /** With a scope, every triple of every path lies within it (the shortest such paths, not the shortest paths filtered). */
  paths(fromEntity: string, toEntity: string, options?: { maxHops?: number; limit?: number } & GraphScope): Promise<EvidencePath[]>;
  passage(id: string): Promise<PassageView | null>;
  stats(): Promise<GraphStats>;
}
