import { entityKey } from '../../../../src/nlp/index.js';
import type { CandidateSet, CandidateTriple } from '../../../../src/modes/megrag/candidate-set.js';

/** A page of a hand-built candidate set: title, sentences, and triples as [subject, relation, object, sentence index]. */
export interface PageFixture {
  id: string;
  title: string;
  sentences: string[];
  triples?: Array<[string, string, string, number]>;
}

export function candidateSet(pages: PageFixture[], own: Record<string, string[]> = {}): CandidateSet {
  const triples: CandidateTriple[] = pages.flatMap((page) =>
    (page.triples ?? []).map(([subject, relation, object, sentence], index) => ({
      id: `${page.id}#s${sentence}#t${index}`,
      passageId: page.id,
      sentenceId: `${page.id}#s${sentence}`,
      subject,
      relation,
      object,
      subjectKey: entityKey(subject),
      objectKey: entityKey(object),
      confidence: 0.9,
    })),
  );
  const entityPassages: Record<string, string[]> = {};
  const entityAliases: Record<string, string[]> = {};
  for (const [name, ids] of Object.entries(own)) {
    entityPassages[entityKey(name)] = ids;
    entityAliases[entityKey(name)] = [entityKey(name)];
  }
  return {
    passages: pages.map((page, rank) => ({ id: page.id, title: page.title, text: page.sentences.join(' '), rank })),
    sentences: pages.flatMap((page) => page.sentences.map((text, position) => ({ id: `${page.id}#s${position}`, passageId: page.id, passageTitle: page.title, position, text }))),
    triples,
    entityPassages,
    entityAliases,
  };
}

export const LOTHAIR: PageFixture = {
  id: 'p4',
  title: 'Lothair II',
  sentences: ['Lothair II (835 –) was the king of Lotharingia from 855 until his death.', 'He was the second son of Emperor Lothair I and Ermengarde of Tours.'],
  triples: [
    ['Lothair II', 'was the king of', 'Lotharingia', 0],
    ['Lothair II', 'was the second son of', 'Emperor Lothair I', 1],
    ['Lothair II', 'was the second son of', 'Ermengarde of Tours', 1],
  ],
};

export const ERMENGARDE: PageFixture = {
  id: 'p5',
  title: 'Ermengarde of Tours',
  sentences: ['Ermengarde of Tours (d. 20 March 851) was the daughter of Hugh of Tours, a member of the Etichonen family.'],
  triples: [['Ermengarde of Tours', 'was the daughter of', 'Hugh of Tours', 0]],
};
