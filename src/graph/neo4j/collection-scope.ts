import { collectionIndexNames, collectionLabels, validateCollectionName, type FullTextKind } from '../collection.js';

/**
 * One collection as the Neo4j adapter addresses it: its validated name, the labels only its nodes
 * carry and the names of its full-text indexes. Every query of the adapter gets its parameters from
 * here (`parameters`), so nothing reads or writes outside the collection.
 */
export class CollectionScope {
  readonly name: string;
  private readonly labels: Record<FullTextKind, string>;
  private readonly indexNames: Record<FullTextKind, string>;

  constructor(name: string) {
    this.name = validateCollectionName(name);
    this.labels = collectionLabels(this.name);
    this.indexNames = collectionIndexNames(this.name);
  }

  /** Query parameters with the collection and its labels added. */
  parameters(parameters: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      ...parameters,
      collection: this.name,
      passageLabel: this.labels.passage,
      sentenceLabel: this.labels.sentence,
      tripleLabel: this.labels.triple,
      entityLabel: this.labels.entity,
    };
  }

  /** The name of the collection's full-text index of one granularity. */
  fullTextIndex(kind: FullTextKind): string {
    return this.indexNames[kind];
  }

  /** The names of the collection's four full-text indexes. */
  fullTextIndexes(): string[] {
    return Object.values(this.indexNames);
  }

  /** The label the collection's nodes of one granularity carry beside the base label. */
  label(kind: FullTextKind): string {
    return this.labels[kind];
  }
}
