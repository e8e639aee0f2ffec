import { analyzePassage, entityKey } from '../nlp/index.js';
import type { EntityRecord, PassageRecord, SentenceRecord } from '../graph/graph-records.js';
import { passageHash, passageId, sentenceId, tripleId } from './passage-ids.js';

export interface PassageInput {
  id: string | undefined;
  title: string;
  text: string;
}

function entity(name: string): EntityRecord | undefined {
  const key = entityKey(name);
  return key.length > 0 ? { key, name: name.trim() } : undefined;
}

/** Runs the NLP pipeline on one passage and derives every id: the record ingestion writes. */
export function buildPassage(input: PassageInput): PassageRecord {
  const id = passageId(input.id, input.title, input.text);
  const analysis = analyzePassage({ title: input.title, text: input.text });
  const sentences: SentenceRecord[] = analysis.sentences.map((sentence, position) => {
    const sid = sentenceId(id, position);
    const triples: SentenceRecord['triples'] = [];
    for (const triple of sentence.triples) {
      const subjectEntity = entity(triple.subject);
      const objectEntity = entity(triple.object);
      if (!subjectEntity || !objectEntity) continue;
      triples.push({
        id: tripleId(sid, triples.length),
        subject: triple.subject,
        relation: triple.relation,
        object: triple.object,
        text: `${triple.subject} ${triple.relation} ${triple.object}`,
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
    hash: passageHash(input.title, input.text),
    titleEntity: input.title ? entity(input.title) : undefined,
    sentences,
  };
}
