import { describe, expect, it } from 'vitest';
import { HeuristicPolicy, planBridgeHolds } from '../../../../src/modes/megrag/heuristic-policy.js';
import { candidateSet, ERMENGARDE, LOTHAIR } from './candidate-fixtures.js';
import { emptyHistory } from '../../../../src/modes/megrag/reasoning-history.js';
import { after, input } from './policy-steps.js';

const QUESTION = "When did Lothair Ii's mother die?";

describe('heuristic policy: a two-hop chain', () => {
  it('resolves the bridge entity from a triple ("son of X and Y": the mother is Y), then rewrites the query', () => {
    const policy = new HeuristicPolicy();
    const decision = policy.decideNow(input(QUESTION, candidateSet([LOTHAIR, ERMENGARDE], { 'Lothair Ii': ['p4'] })));
    expect(decision.granularity).toBe('triples');
    expect(decision.intermediateAnswer).toBe('Ermengarde of Tours');
    expect(decision.selected).toEqual([{ kind: 'triple', id: 'p4#s1#t2', text: '(Lothair II; was the second son of; Ermengarde of Tours)', passageId: 'p4' }]);
    expect(decision.missing).toEqual(['date of death of Ermengarde of Tours']);
    expect(decision.action).toEqual({ kind: 'continue', nextQuery: 'When did Ermengarde of Tours die?', transition: 'mother', focus: ['Ermengarde of Tours'] });
  });

  it('answers from a sentence when no triple holds the relation, and stops (answer-aware)', () => {
    const policy = new HeuristicPolicy();
    const first = policy.decideNow(input(QUESTION, candidateSet([LOTHAIR], { 'Lothair Ii': ['p4'] })));
    const history = after(emptyHistory(), QUESTION, first);
    const second = policy.decideNow(input(QUESTION, candidateSet([ERMENGARDE], { 'Ermengarde of Tours': ['p5'] }), history, 'When did Ermengarde of Tours die?'));
    expect(second.granularity).toBe('sentences');
    expect(second.intermediateAnswer).toBe('20 March 851');
    expect(second.resolvedPath).toBe('Lothair Ii -mother-> Ermengarde of Tours -date of death-> 20 March 851');
    expect(second.action).toEqual({ kind: 'stop', answer: '20 March 851', reason: 'answer' });
  });

  it('prefers a triple over a sentence (fine to coarse) and falls back to the page as a whole last', () => {
    const policy = new HeuristicPolicy();
    const history = after(emptyHistory(), QUESTION, policy.decideNow(input(QUESTION, candidateSet([LOTHAIR], { 'Lothair Ii': ['p4'] }))));
    const withTriple = candidateSet([{ ...ERMENGARDE, triples: [['Ermengarde of Tours', 'died on', '20 March 851', 0]] }], { 'Ermengarde of Tours': ['p5'] });
    expect(policy.decideNow(input(QUESTION, withTriple, history)).granularity).toBe('triples');

    const film = 'Which film was released first, Aas Ka Panchhi or Phoolwari?';
    const pages = candidateSet(
      [
        { id: 'a', title: 'Aas Ka Panchhi', sentences: ['Aas Ka Panchhi is a Hindi movie produced by J. Om Prakash.', 'It premiered in Bombay in 1961.'] },
        { id: 'b', title: 'Phoolwari', sentences: ['Phoolwari is an Indian film.', 'It was a hit of 1946.'] },
      ],
      { 'Aas Ka Panchhi': ['a'], Phoolwari: ['b'] },
    );
    const decision = policy.decideNow(input(film, pages));
    expect(decision.granularity).toBe('passages');
    expect(decision.action).toEqual({ kind: 'stop', answer: 'Phoolwari', reason: 'answer' });
  });

  it('stops with no-progress when a focused query finds nothing new', () => {
    const policy = new HeuristicPolicy();
    const empty = candidateSet([]);
    const first = policy.decideNow(input(QUESTION, empty));
    expect(first.action.kind).toBe('continue');
    const nextQuery = first.action.kind === 'continue' ? first.action.nextQuery : '';
    expect(nextQuery).toBe('What is the date of death of the mother of Lothair Ii?');
    const second = policy.decideNow(input(QUESTION, empty, after(emptyHistory(), QUESTION, first), nextQuery));
    expect(second.action).toEqual({ kind: 'stop', answer: null, reason: 'no-progress' });
  });

  it('keeps going when the run is forced to spend its budget', () => {
    const policy = new HeuristicPolicy();
    const history = after(emptyHistory(), QUESTION, policy.decideNow(input(QUESTION, candidateSet([LOTHAIR], { 'Lothair Ii': ['p4'] }))));
    const decision = policy.decideNow({ ...input(QUESTION, candidateSet([ERMENGARDE], { 'Ermengarde of Tours': ['p5'] }), history), mustContinue: true });
    expect(decision.action.kind).toBe('continue');
    expect(decision.intermediateAnswer).toBe('20 March 851');
  });
});

describe('heuristic policy: comparisons', () => {
  it('resolves both sides in one step and picks the earlier release', () => {
    const policy = new HeuristicPolicy();
    const pages = candidateSet(
      [
        { id: 'a', title: 'Aas Ka Panchhi', sentences: ['Aas Ka Panchhi is a 1961 Hindi movie.'], triples: [['Aas Ka Panchhi', 'movie from', '1961', 0]] },
        { id: 'b', title: 'Phoolwari', sentences: ['Phoolwari is a 1946 Indian Bollywood film.'], triples: [['Phoolwari', 'film from', '1946', 0]] },
      ],
      { 'Aas Ka Panchhi': ['a'], Phoolwari: ['b'] },
    );
    const decision = policy.decideNow(input('Which film was released first, Aas Ka Panchhi or Phoolwari?', pages));
    expect(decision.granularity).toBe('triples');
    expect(decision.selected.map((item) => item.id)).toEqual(['a#s0#t0', 'b#s0#t0']);
    expect(decision.action).toEqual({ kind: 'stop', answer: 'Phoolwari', reason: 'answer' });
  });

  it('answers yes/no for "same nationality" through demonyms and countries', () => {
    const policy = new HeuristicPolicy();
    const pages = candidateSet(
      [
        { id: 'a', title: 'Anna Berg', sentences: ['Anna Berg (born 1950) is a Danish painter.'] },
        { id: 'b', title: 'Lars Holm', sentences: ['Lars Holm (1901 – 1980) was a painter from Denmark.'] },
        { id: 'c', title: 'Pierre Roux', sentences: ['Pierre Roux (born 1960) is a French painter.'] },
      ],
      { 'Anna Berg': ['a'], 'Lars Holm': ['b'], 'Pierre Roux': ['c'] },
    );
    const same = policy.decideNow(input('Are Anna Berg and Lars Holm of the same nationality?', pages));
    expect(same.action).toEqual({ kind: 'stop', answer: 'yes', reason: 'answer' });
    const different = policy.decideNow(input('Are Anna Berg and Pierre Roux of the same nationality?', pages));
    expect(different.action).toEqual({ kind: 'stop', answer: 'no', reason: 'answer' });
  });

  it('follows a bridge on both sides before comparing ("the director who died earlier")', () => {
    const policy = new HeuristicPolicy();
    const question = 'Which film has the director who died earlier, Red Sky or Blue Moon?';
    const films = candidateSet(
      [
        { id: 'f1', title: 'Red Sky', sentences: ['Red Sky is a 1950 film directed by John Carter.'], triples: [['Red Sky', 'directed by', 'John Carter', 0]] },
        { id: 'f2', title: 'Blue Moon', sentences: ['Blue Moon is a 1960 film directed by Mary Lane.'], triples: [['Blue Moon', 'directed by', 'Mary Lane', 0]] },
      ],
      { 'Red Sky': ['f1'], 'Blue Moon': ['f2'] },
    );
    const first = policy.decideNow(input(question, films));
    expect(first.intermediateAnswer).toBe('Red Sky: John Carter; Blue Moon: Mary Lane');
    expect(first.action).toMatchObject({ kind: 'continue', nextQuery: 'date of death of John Carter and Mary Lane', transition: 'director' });
    const people = candidateSet(
      [
        { id: 'd1', title: 'John Carter', sentences: ['John Carter (March 3, 1900 – June 9, 1975) was a director.'], triples: [['John Carter', 'died on', 'June 9, 1975', 0]] },
        { id: 'd2', title: 'Mary Lane', sentences: ['Mary Lane (1910 – 20 May 1971) was a director.'], triples: [['Mary Lane', 'died on', '20 May 1971', 0]] },
      ],
      { 'John Carter': ['d1'], 'Mary Lane': ['d2'] },
    );
    const second = policy.decideNow(input(question, people, after(emptyHistory(), question, first)));
    expect(second.action).toEqual({ kind: 'stop', answer: 'Blue Moon', reason: 'answer' });
  });
});

describe('heuristic policy: the general path goes on from the plan', () => {
  // MuSiQue 2hop__195917_575657, real sentences: the plan finds the birthplace, then reads no
  // "county" relation for it; the general path must answer for Holley, not re-align the question
  // and take the county the subject's own page names.
  const BLAIR = {
    id: 'b',
    title: 'William W. Blair',
    sentences: ['Blair was born in Holley, New York.', 'In 1839, his family moved to LaSalle County, Illinois.'],
    triples: [['William W. Blair', 'was born in', 'Holley', 0]] as Array<[string, string, string, number]>,
  };
  const HOLLEY = {
    id: 'h',
    title: 'Holley, New York',
    sentences: ['Holley is a village in the town of Murray in Orleans County, New York, United States.', 'The population was 1,811 at the 2010 census.'],
  };
  const QUESTION_BLAIR = "In what county is William W. Blair's birthplace located?";

  it('answers the second hop from sentences about the bridge entity', () => {
    const policy = new HeuristicPolicy();
    const first = policy.decideNow(input(QUESTION_BLAIR, candidateSet([BLAIR], { 'William W. Blair': ['b'] })));
    expect(first.intermediateAnswer).toBe('Holley');
    const nextQuery = first.action.kind === 'continue' ? first.action.nextQuery : '';
    expect(nextQuery).toBe('In what county is Holley located?');
    const second = policy.decideNow(input(QUESTION_BLAIR, candidateSet([BLAIR, HOLLEY], { 'William W. Blair': ['b'], Holley: ['h'] }), after(emptyHistory(), QUESTION_BLAIR, first), nextQuery));
    expect(second.note).toMatch(/^general reading: .*relation plan: unresolved: no county/);
    expect(second.action).toEqual({ kind: 'stop', answer: 'Orleans County', reason: 'answer' });
    expect(second.selected.map((item) => item.id)).toEqual(['h#s0']);
  });

  it('does not stand on a bridge that is one guess among several or the subject itself', () => {
    expect(planBridgeHolds(QUESTION_BLAIR, { subject: 'William W. Blair', value: 'Holley' })).toBe(true);
    expect(planBridgeHolds('What is the name of the pop band founded by one of the stars of Aisa Yeh Jahaan?', { subject: 'Aisa Yeh Jahaan', value: 'Yashpal Sharma' })).toBe(false);
    expect(planBridgeHolds('Who replaced the manager of the Aston Villa that began at Leeds United?', { subject: 'Aston Villa', value: 'Aston Villa Football Club' })).toBe(false);
  });
});

// ../shared/datasets/musique (2hop__150763_14904, musique-p01839).
describe('heuristic policy: a relation chain without the lexicon', () => {
  const question = 'Who was the first president of the association which published Journal of Psychotherapy Integration?';
  const journal = {
    id: 'j',
    title: 'Journal of Psychotherapy Integration',
    sentences: ['The Journal of Psychotherapy Integration is a peer-reviewed academic journal published by the American Psychological Association on behalf of the Society for the Exploration of Psychotherapy Integration.'],
  };

  it('is read on the general path from its first step, the bridge aligned with the sentence', () => {
    const decision = new HeuristicPolicy('none').decideNow(input(question, candidateSet([journal])));
    expect(decision.intermediateAnswer).toBe('American Psychological Association');
    expect(decision.action).toMatchObject({ kind: 'continue', nextQuery: 'Who was the first president of the American Psychological Association?' });
    expect(decision.note).toMatch(/^general reading: .*\(relation plan: a relation chain without the lexicon, read on the general path\)$/);
  });

  it('keeps the relation plan first with the lexicon', () => {
    const decision = new HeuristicPolicy('full').decideNow(input(question, candidateSet([journal])));
    expect(decision.note ?? '').not.toMatch(/read on the general path/);
  });
});
