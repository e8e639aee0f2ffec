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

export interface TriplePattern {
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
  entity(name: string): Promise<EntityView | null>;
  triples(pattern: TriplePattern): Promise<TripleView[]>;
  neighbors(entity: string, options?: { depth?: number; limit?: number }): Promise<NeighborView[]>;
  paths(fromEntity: string, toEntity: string, options?: { maxHops?: number; limit?: number }): Promise<EvidencePath[]>;
  passage(id: string): Promise<PassageView | null>;
  stats(): Promise<GraphStats>;
}
