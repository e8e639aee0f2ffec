import { describe, expect, it } from 'vitest';
import { CLAUSE_FEATURE_NAMES, clauseFeatures, scoreClauseConfidence } from '../../../src/nlp/clause-confidence.js';
import type { ClauseEvidence } from '../../../src/nlp/clause-evidence.js';
import type { CarbExtraction } from '../../../src/openie-bench/carb-extraction.js';
import { extractCarb } from '../../../src/openie-bench/extract-carb.js';
import { matchCarbTuple } from '../../../src/openie-bench/match-carb-tuple.js';
import { scoreCarb } from '../../../src/openie-bench/score-carb.js';

// A small labelled set written for this test (not from CaRB, whose dev split the model was fit on): each
// sentence with the tuples a CaRB annotator would write (clauses with two or more arguments, as in CaRB's gold).
const LABELLED: Record<string, Array<[string, ...string[]]>> = {
  'The film was directed by Sofia Coppola and premiered at the Venice Film Festival in 2003 .': [
    ['was directed by', 'The film', 'Sofia Coppola'],
    ['premiered at', 'The film', 'the Venice Film Festival', 'in 2003'],
  ],
  'Marie Curie , who discovered polonium , was born in Warsaw .': [
    ['discovered', 'Marie Curie', 'polonium'],
    ['was born in', 'Marie Curie', 'Warsaw'],
  ],
  'The bridge collapsed after the storm destroyed its pillars .': [['destroyed', 'the storm', 'its pillars']],
  'After the war ended , the factory was converted into a museum that attracts many visitors .': [
    ['was converted into', 'the factory', 'a museum'],
    ['attracts', 'a museum', 'many visitors'],
  ],
  'The council approved the plan , citing rising costs .': [
    ['approved', 'The council', 'the plan'],
    ['citing', 'The council', 'rising costs'],
  ],
  'The company , founded in 1998 , sells software to hospitals .': [
    ['was founded in', 'The company', '1998'],
    ['sells', 'The company', 'software', 'to hospitals'],
  ],
  'The river flows through three countries before it reaches the sea .': [
    ['flows through', 'The river', 'three countries'],
    ['reaches', 'it', 'the sea'],
  ],
  'The committee met in May , and the proposal was rejected by the board .': [
    ['met in', 'The committee', 'May'],
    ['was rejected by', 'the proposal', 'the board'],
  ],
  'Dickens wrote Oliver Twist , which was published in 1838 .': [
    ['wrote', 'Dickens', 'Oliver Twist'],
    ['was published in', 'Oliver Twist', '1838'],
  ],
  'Many residents left when the mine closed .': [['left when', 'Many residents', 'the mine closed']],
};

const gold: CarbExtraction[] = Object.entries(LABELLED).flatMap(([sentence, tuples]) =>
  tuples.map(([relation, ...argumentsList]) => ({ sentence, confidence: 1, relation, arguments: argumentsList })),
);

function evidence(overrides: Partial<ClauseEvidence>): ClauseEvidence {
  return {
    rule: 'clause', subjectKind: 'proper', subjectTokens: 2, subjectGap: 0, relationTokens: 1, relationPreposition: false, coordinatedVerbs: 1,
    objectTokens: 2, objectVerb: false, objectComma: false, subjectDeterminer: false, relationComma: false, objectClause: false, objectToEnd: true,
    negated: false, passive: false, sentenceTokens: 8, clauseIndex: 0, clauseCount: 1, ...overrides,
  };
}

describe('clause confidence (logistic model of scripts/fit-openie-confidence.ts)', () => {
  it('ranks clauses that match a hand-written gold tuple exactly above poor or no matches, on sentences the model was not fit on', () => {
    const extractions = Object.keys(LABELLED).flatMap((sentence) => extractCarb(sentence));
    // Label: the best CaRB match precision against the sentence's gold tuples (the scorer's own matcher).
    const labelled = extractions.map((extraction) => ({
      confidence: extraction.confidence,
      precision: Math.max(0, ...gold.filter((tuple) => tuple.sentence === extraction.sentence).map((tuple) => matchCarbTuple(tuple, extraction)[0])),
    }));
    const good = labelled.filter((item) => item.precision === 1);
    const bad = labelled.filter((item) => item.precision <= 0.6);
    expect(good.length).toBeGreaterThanOrEqual(10);
    expect(bad.length).toBeGreaterThanOrEqual(5);
    // Share of (exact, poor) pairs ranked the right way round (ROC AUC); 0.5 is chance, 1 a perfect ranking.
    let wins = 0;
    for (const left of good) for (const right of bad) wins += left.confidence > right.confidence ? 1 : left.confidence === right.confidence ? 0.5 : 0;
    expect(wins / (good.length * bad.length)).toBeGreaterThan(0.8);
    // CaRB's own area under the precision-recall curve is higher with the confidences than with them reversed.
    const real = scoreCarb(gold, extractions).auc;
    const reversed = scoreCarb(gold, extractions.map((extraction) => ({ ...extraction, confidence: 1 - extraction.confidence }))).auc;
    expect(real).toBeGreaterThan(reversed + 0.05);
  });

  it('is a probability in [0, 1] that falls for a clause without an object, a reused subject, a long object', () => {
    const plain = scoreClauseConfidence(evidence({}));
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(1);
    expect(scoreClauseConfidence(evidence({ objectTokens: 0, objectToEnd: false }))).toBeLessThan(plain - 0.2);
    expect(scoreClauseConfidence(evidence({ rule: 'participle' }))).toBeLessThan(plain);
    expect(scoreClauseConfidence(evidence({ objectTokens: 25, objectVerb: true, objectComma: true }))).toBeLessThan(plain);
    expect(clauseFeatures(evidence({}))).toHaveLength(CLAUSE_FEATURE_NAMES.length);
  });
});
