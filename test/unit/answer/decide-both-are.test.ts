import { describe, expect, it } from 'vitest';
import { classOfBothQuestion, decideBothAre } from '../../../src/answer/decide-options.js';
import { stemOf } from '../../../src/answer/question-terms.js';
import type { EvidenceSentence } from '../../../src/answer/read-answers.js';
import { questionSubjects } from '../../../src/modes/megrag/general-reading.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

function decide(question: string, evidence: EvidenceSentence[]) {
  const subjects = questionSubjects(question);
  const classStems = classOfBothQuestion(question, subjects);
  if (!classStems) throw new Error(`not a class question: ${question}`);
  return decideBothAre(classStems, subjects.slice(0, 2), evidence);
}

// Sentences from ../shared/datasets/hotpotqa/corpus.jsonl.
const nolan = sentence('hotpotqa-p00010#s0', 'Christopher Nolan', 'Christopher Edward Nolan ( ; born 30 July 1970) is an English-American film director, producer, and screenwriter.', 0);
const kalathil = sentence('hotpotqa-p00015#s0', 'Sathish Kalathil', 'Sathish Kalathil (മലയാളം: ) is an Indian film and documentary Director and Producer in malayalam.', 1);
const sutera = sentence('hotpotqa-p01074#s0', 'Sutera', 'Sutera is a "comune" (municipality) in the Province of Caltanissetta in the Italian region Sicily, located about 70 km southeast of Palermo and about 30 km west of Caltanissetta.', 2);
const rhodotypos = sentence('hotpotqa-p01079#s0', 'Rhodotypos', 'Rhodotypos scandens, the sole species of the genus Rhodotypos, is a deciduous shrub in the family Rosaceae, closely related to "Kerria" and included in that genus by some botanists.', 3);

describe('"Are A and B both <class>?"', () => {
  it('reads the class: the words left after the two subjects, the copula, "both" and slot nouns', () => {
    expect(classOfBothQuestion('Are Christopher Nolan and Sathish Kalathil both film directors?', ['Christopher Nolan', 'Sathish Kalathil'])).toEqual([stemOf('film'), stemOf('directors')]);
    expect(classOfBothQuestion('Are Sutera and Rhodotypos both types of shrub?', ['Sutera', 'Rhodotypos'])).toEqual([stemOf('shrub')]);
    // A third name is part of the class, not a subject.
    expect(classOfBothQuestion('Are Karl Shapiro and Elie Wiesel both American writers?', ['Karl Shapiro', 'Elie Wiesel', 'American'])).toEqual([stemOf('american'), stemOf('writers')]);
    // Not class questions: a value compared, a relation.
    expect(classOfBothQuestion('Are Kurram Garhi and Trojkrsti both located in the same country?', ['Kurram Garhi', 'Trojkrsti'])).toBeUndefined();
    expect(classOfBothQuestion('Are Jang Hyuk and Chris Young both from the United States?', ['Jang Hyuk', 'Chris Young'])).toBeUndefined();
  });

  it('is yes when a sentence about each subject holds the whole class, even with words between', () => {
    const decision = decide('Are Christopher Nolan and Sathish Kalathil both film directors?', [nolan, kalathil]);
    expect(decision.answer).toBe('yes');
    expect(decision.evidence.map((item) => item.id)).toEqual([nolan.id, kalathil.id]);
  });

  it('is no when nothing about one subject names the class\'s head noun', () => {
    const decision = decide('Are Sutera and Rhodotypos both types of shrub?', [sutera, rhodotypos]);
    expect(decision.answer).toBe('no');
    expect(decision.reason).toContain('Sutera');
  });

  it('is null when a subject has no evidence, or only part of the class is found', () => {
    expect(decide('Are Christopher Nolan and Sathish Kalathil both film directors?', [nolan]).answer).toBeNull();
    expect(decide('Are Christopher Nolan and Sathish Kalathil both British film directors?', [nolan, kalathil]).answer).toBeNull();
  });
});
