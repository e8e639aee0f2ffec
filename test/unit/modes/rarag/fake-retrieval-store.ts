import { entityKey } from '../../../../src/nlp/index.js';
import type { EntityHit, PassageContent, PassageHit, PassageLinks, SentenceHit, TripleHit } from '../../../../src/ports/retrieval-hits.js';
import type { PassageSearchOptions, RetrievalStore } from '../../../../src/ports/retrieval-store.js';

/** A passage of the fake corpus: sentences, and triples as [subject, relation, object] within sentence `sentence`. */
export interface FakePassage {
  id: string;
  title: string;
  sentences: string[];
  triples?: Array<{ sentence: number; subject: string; relation: string; object: string }>;
  /** Named entities mentioned (besides the title), in order. */
  mentions?: string[];
}

const STOP_WORDS = new Set(['the', 'was', 'who', 'what', 'when', 'where', 'did', 'and', 'for', 'with', 'from', 'is', 'of', 'a', 'an', 'in']);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/**
 * An in-memory RetrievalStore for unit tests: passage search scores the distinct query words a
 * passage's title and text contain (title words count double; a few stop words ignored); title lookups go through entity keys
 * as the Neo4j adapter does. Every call is recorded.
 */
export class FakeRetrievalStore implements RetrievalStore {
  readonly calls: string[] = [];
  private readonly contents: PassageContent[];

  constructor(passages: readonly FakePassage[]) {
    this.contents = passages.map((passage) => ({
      id: passage.id,
      title: passage.title,
      text: passage.sentences.join(' '),
      sentences: passage.sentences.map((text, position) => ({ id: `${passage.id}#s${position}`, text, position })),
      triples: (passage.triples ?? []).map((triple, index) => ({
        id: `${passage.id}#s${triple.sentence}#t${index}`,
        subject: triple.subject,
        relation: triple.relation,
        object: triple.object,
        subjectKey: entityKey(triple.subject),
        objectKey: entityKey(triple.object),
        sentenceId: `${passage.id}#s${triple.sentence}`,
        confidence: 0.8,
      })),
      entities: [passage.title, ...(passage.mentions ?? [])].map((name) => ({ key: entityKey(name), name })),
    }));
  }

  async searchPassages(query: string, limit: number, options?: PassageSearchOptions): Promise<PassageHit[]> {
    this.calls.push(`searchPassages:${query}`);
    const terms = new Set(words(query).filter((word) => word.length > 2));
    // As the Neo4j adapter: with `mentioning`, only passages holding one of the name's words.
    const required = new Set(words(options?.mentioning ?? ''));
    return this.contents
      .filter((content) => required.size === 0 || words(`${content.title} ${content.text}`).some((word) => required.has(word)))
      .map((content) => {
        const title = new Set(words(content.title));
        const text = new Set(words(content.text));
        let score = 0;
        for (const term of terms) score += (title.has(term) ? 2 : 0) + (text.has(term) ? 1 : 0);
        return { id: content.id, title: content.title, score };
      })
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  }

  async searchSentences(query: string, limit: number): Promise<SentenceHit[]> {
    this.calls.push(`searchSentences:${query}`);
    void limit;
    return [];
  }

  async searchTriples(query: string, limit: number): Promise<TripleHit[]> {
    this.calls.push(`searchTriples:${query}`);
    void limit;
    return [];
  }

  async searchEntities(query: string, limit: number): Promise<EntityHit[]> {
    this.calls.push(`searchEntities:${query}`);
    void limit;
    return [];
  }

  async passageContents(ids: readonly string[]): Promise<PassageContent[]> {
    this.calls.push(`passageContents:${ids.join(',')}`);
    return [...new Set(ids)].map((id) => this.contents.find((content) => content.id === id)).filter((content): content is PassageContent => content !== undefined);
  }

  async passagesOf(): Promise<Map<string, { id: string; title: string }>> {
    return new Map();
  }

  async entityTriples(): Promise<TripleHit[]> {
    return [];
  }

  async neighbourSentences(): Promise<SentenceHit[]> {
    return [];
  }

  async passageLinks(): Promise<PassageLinks[]> {
    return [];
  }

  async entityPassages(): Promise<PassageLinks[]> {
    return [];
  }

  async passagesAbout(entityKeys: readonly string[]): Promise<PassageHit[]> {
    this.calls.push(`passagesAbout:${entityKeys.join('|')}`);
    const hits: PassageHit[] = [];
    for (const key of entityKeys) {
      for (const content of this.contents) if (entityKey(content.title) === key && !hits.some((hit) => hit.id === content.id)) hits.push({ id: content.id, title: content.title, score: 1 });
    }
    return hits;
  }
}
