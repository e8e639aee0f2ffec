import { analyzePassage, entityKey, type ExtractedTriple, type PassageAnalysis } from '../nlp/index.js';
import type { EntityRecord, PassageRecord, SentenceRecord } from '../ports/graph-records.js';
import { passageId, sentenceId, storedPassageHash, tripleId } from './passage-ids.js';

export interface PassageInput {
  id: string | undefined;
  title: string;
  text: string;
  /**
   * What the passage is about, when its title says more than a name (a document passage's title is
   * "document title › section heading"; its topic is the heading): the NLP reads it as the
   * passage's subject and it names the title entity. Default: the title.
   */
  topic?: string;
}

function entity(name: string): EntityRecord | undefined {
  const key = entityKey(name);
  return key.length > 0 ? { key, name: name.trim() } : undefined;
}

/** Which extractor's triples the index keeps: the rule-based one (default), the LLM's, or both. */
export type TripleSource = 'rules' | 'llm' | 'both';

export interface BuildPassageOptions {
  /** The rule-based analysis, when already computed (sentences, mentions, rule triples). */
  analysis?: PassageAnalysis;
  triples?: TripleSource;
  /** LLM triples per sentence position (for `llm` and `both`). */
  llmTriples?: ExtractedTriple[][];
  /** The passage's vector and the model that made it. */
  embedding?: { vector: number[]; model: string };
}

function sameTriple(a: ExtractedTriple, b: ExtractedTriple): boolean {
  return entityKey(a.subject) === entityKey(b.subject) && entityKey(a.object) === entityKey(b.object) && a.relation.toLowerCase() === b.relation.toLowerCase();
}

/** Runs the NLP pipeline on one passage and derives every id: the record ingestion writes. */
export function buildPassage(input: PassageInput, options: BuildPassageOptions = {}): PassageRecord {
  const id = passageId(input.id, input.title, input.text);
  const topic = input.topic ?? input.title;
  const analysis = options.analysis ?? analyzePassage({ title: topic, text: input.text });
  const source = options.triples ?? 'rules';
  const sentences: SentenceRecord[] = analysis.sentences.map((sentence, position) => {
    const sid = sentenceId(id, position);
    const triples: SentenceRecord['triples'] = [];
    const fromLlm = options.llmTriples?.[position] ?? [];
    const chosen =
      source === 'rules' ? sentence.triples : source === 'llm' ? fromLlm : [...sentence.triples, ...fromLlm.filter((triple) => !sentence.triples.some((rule) => sameTriple(rule, triple)))];
    for (const triple of chosen) {
      const subjectEntity = entity(triple.subject);
      const objectEntity = entity(triple.object);
      if (!subjectEntity || !objectEntity) continue;
      triples.push({
        id: tripleId(sid, triples.length),
        // The surface forms as the entities got them (trimmed), so entity names can be recomputed from triples.
        subject: subjectEntity.name,
        relation: triple.relation,
        object: objectEntity.name,
        text: `${subjectEntity.name} ${triple.relation} ${objectEntity.name}`,
        negated: triple.negated,
        passive: triple.passive,
        confidence: triple.confidence,
        rule: triple.rule,
        subjectEntity,
        objectEntity,
      });
    }
    const mentions = sentence.mentions.map(entity).filter((mention): mention is EntityRecord => mention !== undefined);
    return { id: sid, text: sentence.text, position, triples, mentions };
  });
  return {
    id,
    title: input.title,
    text: input.text,
    hash: storedPassageHash(input.title, input.text, source),
    ...(options.embedding ? { embedding: options.embedding } : {}),
    // A passage without a title is about its lead subject, when its analysis found one.
    titleEntity: topic ? entity(topic) : analysis.topic ? entity(analysis.topic) : undefined,
    ...(!topic && (analysis.paragraphTopics || analysis.aliases)
      ? { aboutEntities: [...(analysis.paragraphTopics ?? []), ...(analysis.aliases ?? [])].map(entity).filter((about): about is EntityRecord => about !== undefined) }
      : {}),
    sentences,
  };
}
