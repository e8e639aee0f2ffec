import { entityKey } from '../../../../src/nlp/index.js';
import type { PassageContent, PassageHit } from '../../../../src/ports/retrieval-hits.js';
import type { RetrievalStore } from '../../../../src/ports/retrieval-store.js';

/** A passage for the fake store: its triples as [subject, relation, object]. */
export interface FakePassage {
  id: string;
  title: string;
  text: string;
  triples?: Array<[string, string, string]>;
  mentions?: string[];
  /** Without a title: the names the passage is about (its lead subject), as the analysis finds them. */
  subjects?: string[];
}

/**
 * A hand-built RetrievalStore: "full-text" search ranks passages by how many query words their title
 * and text share (ties by id); passagesAbout matches title keys, or an untitled passage's subjects.
 * Counts calls per method.
 */
export function fakeRetrievalStore(passages: readonly FakePassage[]): RetrievalStore & { calls: Record<string, number>; searches: Array<{ query: string; mentioning?: string; ids: string[] }> } {
  const calls: Record<string, number> = {};
  const searches: Array<{ query: string; mentioning?: string; ids: string[] }> = [];
  const count = (name: string): void => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const content = (passage: FakePassage): PassageContent => ({
    id: passage.id,
    title: passage.title,
    text: passage.text,
    sentences: passage.text.split(/(?<=\.)\s+/).map((text, position) => ({ id: `${passage.id}#s${position}`, text, position })),
    triples: (passage.triples ?? []).map(([subject, relation, object], index) => ({
      id: `${passage.id}#s0#t${index}`,
      subject,
      relation,
      object,
      subjectKey: entityKey(subject),
      objectKey: entityKey(object),
      sentenceId: `${passage.id}#s0`,
      confidence: 0.8,
    })),
    entities: [...(passage.title ? [passage.title] : (passage.subjects ?? [])), ...(passage.mentions ?? [])].map((name) => ({ key: entityKey(name), name })),
    subjects: passage.title ? [passage.title] : [...(passage.subjects ?? [])],
  });
  const aboutKeys = (passage: FakePassage): string[] => (passage.title ? [entityKey(passage.title)] : (passage.subjects ?? []).map(entityKey));
  return {
    calls,
    searches,
    async searchPassages(query, limit, options) {
      count('searchPassages');
      const wanted = new Set(words(query));
      // As the Neo4j adapter: with `mentioning`, only passages holding one of the name's words.
      const required = new Set(words(options?.mentioning ?? ''));
      const hits = passages
        .map((passage) => ({ passage, passageWords: words(`${passage.title} ${passage.text}`) }))
        .filter(({ passageWords }) => required.size === 0 || passageWords.some((word) => required.has(word)))
        .map(({ passage, passageWords }) => ({ passage, score: passageWords.filter((word) => wanted.has(word)).length }))
        .filter((item) => item.score > 0)
        .sort((a, b) => b.score - a.score || (a.passage.id < b.passage.id ? -1 : 1))
        .slice(0, limit)
        .map(({ passage, score }): PassageHit => ({ id: passage.id, title: passage.title, score }));
      searches.push({ query, ...(options?.mentioning !== undefined ? { mentioning: options.mentioning } : {}), ids: hits.map((hit) => hit.id) });
      return hits;
    },
    async searchSentences() {
      count('searchSentences');
      return [];
    },
    async searchTriples() {
      count('searchTriples');
      return [];
    },
    async searchEntities() {
      count('searchEntities');
      return [];
    },
    async passageContents(ids) {
      count('passageContents');
      return [...new Set(ids)].flatMap((id) => passages.filter((passage) => passage.id === id).map(content));
    },
    async passagesOf() {
      count('passagesOf');
      return new Map();
    },
    async passageLinks() {
      count('passageLinks');
      return [];
    },
    async entityPassages() {
      count('entityPassages');
      return [];
    },
    async entityTriples() {
      count('entityTriples');
      return [];
    },
    async neighbourSentences() {
      count('neighbourSentences');
      return [];
    },
    async passagesAbout(keys) {
      count('passagesAbout');
      return keys.flatMap((key) => passages.filter((passage) => aboutKeys(passage).includes(key)).map((passage) => ({ id: passage.id, title: passage.title, score: 1, about: key })));
    },
  };
}
