import neo4j, { type Integer } from 'neo4j-driver';
import type { EntityRecord, PassageRecord, TripleRecord } from '../../ports/graph-records.js';
import { passageSubjectNames } from './passage-subject-names.js';

/** The passage node's own properties (UPSERT_PASSAGES). */
export interface PassageRow {
  id: string;
  title: string;
  /** The names an untitled passage is about, which the passage full-text index reads ('' when titled: `passageSubjectNames`). */
  subjectNames: string;
  text: string;
  hash: string;
}

/** A link to an entity by its position in `entities` (integers, so Cypher can index a list with them). */
interface EntityLink {
  entity: Integer;
  name: string;
}

/** A triple's own properties, with its subject and object as links into `entities`. */
type TripleRow = Omit<TripleRecord, 'subjectEntity' | 'objectEntity'> & { subjectEntity: Integer; objectEntity: Integer };

interface SentenceRow {
  id: string;
  text: string;
  position: Integer;
  mentions: EntityLink[];
  triples: TripleRow[];
}

/** One passage's content, nested, for CREATE_PASSAGE_CONTENT. */
export interface ContentRow {
  id: string;
  titleLinks: EntityLink[];
  sentences: SentenceRow[];
}

export interface PassageContentRows {
  passages: PassageRow[];
  /** Distinct entities, sorted by key, each named by its smallest surface form in the batch. */
  entities: EntityRecord[];
  content: ContentRow[];
  counts: { sentences: number; triples: number };
}

/**
 * Shapes a batch of passages into the parameters of the write queries: entities once each, sorted by
 * key (concurrent writers then lock shared entities in one global order, avoiding deadlocks), and
 * every passage's sentences, mentions and triples nested under it, pointing at entities by index, so
 * one statement creates the content without looking anything up by id.
 */
export function passageContentRows(passages: readonly PassageRecord[]): PassageContentRows {
  const byKey = new Map<string, EntityRecord>();
  // One row per key, named by its smallest surface form (the same rule the entity MERGE applies across batches).
  const addEntity = (entity: EntityRecord): void => {
    const existing = byKey.get(entity.key);
    if (!existing || entity.name < existing.name) byKey.set(entity.key, entity);
  };
  for (const passage of passages) {
    if (passage.titleEntity) addEntity(passage.titleEntity);
    for (const about of passage.aboutEntities ?? []) addEntity(about);
    for (const sentence of passage.sentences) {
      for (const mention of sentence.mentions) addEntity(mention);
      for (const triple of sentence.triples) {
        addEntity(triple.subjectEntity);
        addEntity(triple.objectEntity);
      }
    }
  }
  const entities = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const indexOf = new Map(entities.map((entity, index) => [entity.key, neo4j.int(index)]));
  const link = (entity: EntityRecord): Integer => indexOf.get(entity.key)!;

  let sentenceCount = 0;
  let tripleCount = 0;
  const content = passages.map((passage): ContentRow => ({
    id: passage.id,
    titleLinks: [...(passage.titleEntity ? [passage.titleEntity] : []), ...(passage.aboutEntities ?? [])]
      .filter((about, index, all) => all.findIndex((other) => other.key === about.key) === index)
      .map((about) => ({ entity: link(about), name: about.name })),
    sentences: passage.sentences.map((sentence): SentenceRow => {
      sentenceCount += 1;
      tripleCount += sentence.triples.length;
      // One MENTIONS link per entity and sentence, carrying its smallest surface form there.
      const mentions = new Map<string, EntityLink>();
      for (const mention of sentence.mentions) {
        const existing = mentions.get(mention.key);
        if (!existing || mention.name < existing.name) mentions.set(mention.key, { entity: link(mention), name: mention.name });
      }
      return {
        id: sentence.id,
        text: sentence.text,
        // Integers are sent as integers (a JS number would be stored as a float).
        position: neo4j.int(sentence.position),
        mentions: [...mentions.values()],
        triples: sentence.triples.map((triple): TripleRow => ({ ...triple, subjectEntity: link(triple.subjectEntity), objectEntity: link(triple.objectEntity) })),
      };
    }),
  }));
  return {
    passages: passages.map((passage) => ({ id: passage.id, title: passage.title, subjectNames: passageSubjectNames(passage), text: passage.text, hash: passage.hash })),
    entities,
    content,
    counts: { sentences: sentenceCount, triples: tripleCount },
  };
}
