import { describe, expect, it } from 'vitest';
import { HeuristicPolicy } from '../../../../src/modes/megrag/heuristic-policy.js';
import { bridgeAnswersQuestion } from '../../../../src/modes/megrag/general-reading.js';
import { readExpectedAnswer } from '../../../../src/answer/expected-answer.js';
import { candidateSet } from './candidate-fixtures.js';
import { input } from './policy-steps.js';

// HotpotQA dev questions and a corpus passage (../shared/datasets/hotpotqa, hotpotqa-p02067).
const ALFIE = {
  id: 'alfie',
  title: 'Alfie Allen',
  sentences: ['Alfie Allen (born 12 September 1986) is an English actor.', 'He is best known for portraying Theon Greyjoy in the HBO series "Game of Thrones" since 2011.'],
};

describe('megrag general path: a bridge that resolves what the question asks for', () => {
  it('is the answer when it replaces the wh-word\'s own phrase', () => {
    const question = 'The members of the von Trapp musical group are related to which woman who wrote "The Story of the Trapp Family Singers"?';
    const expected = readExpectedAnswer(question);
    expect(bridgeAnswersQuestion(question, expected, { resolved: 'woman who wrote "The Story of the Trapp Family Singers"', unresolved: ['member', 'von', 'trapp', 'musical', 'group', 'relat'] })).toBe(true);
  });

  it('is the answer when it replaces everything before the closing wh-phrase', () => {
    const question = 'Alfie Allen played Theon Greyjoy on which show?';
    expect(bridgeAnswersQuestion(question, readExpectedAnswer(question), { resolved: 'Alfie Allen played Theon Greyjoy', unresolved: ['show'] })).toBe(true);
  });

  it('is the answer when the part it replaced opens with the asked-for noun', () => {
    const question = 'For which Thomas Rickman film did Sissy Spacek win an Academy Award for Best Actress?';
    expect(bridgeAnswersQuestion(question, readExpectedAnswer(question), { resolved: 'film did Sissy Spacek win an Academy Award for Best Actress', unresolved: ['thoma', 'rickman'] })).toBe(true);
  });

  it('is not the answer when the question asks about the bridge', () => {
    // "What nationality is Irving Berlin?" and "What is the place of birth of X?" are questions of their own.
    const nationality = 'What nationality is the performer of song Daddy, Come Home?';
    expect(bridgeAnswersQuestion(nationality, readExpectedAnswer(nationality), { resolved: 'the performer of song Daddy, Come Home', unresolved: ['nationality'] })).toBe(false);
    const school = 'At what school is the Serge Haroche, a professor?';
    expect(bridgeAnswersQuestion(school, readExpectedAnswer(school), { resolved: 'Serge Haroche, a professor', unresolved: ['school'] })).toBe(false);
    // A name cannot answer "when" or "how many".
    const year = 'In which year did the band that released Counterparts form?';
    expect(bridgeAnswersQuestion(year, readExpectedAnswer(year), { resolved: 'band that released Counterparts', unresolved: ['year', 'form'] })).toBe(false);
  });

  it('answers the show in one step instead of asking "Game of Thrones on which show?" (lexicon full and none)', () => {
    for (const lexicon of ['full', 'none'] as const) {
      const policy = new HeuristicPolicy(lexicon);
      const question = 'Alfie Allen played Theon Greyjoy on which show?';
      const first = policy.decideNow(input(question, candidateSet([ALFIE])));
      expect(first.action).toEqual({ kind: 'stop', answer: 'Game of Thrones', reason: 'answer' });
      expect(first.selected.map((item) => item.id)).toEqual(['alfie#s1']);
    }
  });

  it('does not answer with the entity a part of the question resolves to: the question asks something about it', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p05249 (2hop__510647_507085): "Davy Crockett"
    // is who the county is named after, not his father.
    const crockett = { id: 'crockett', title: 'Crockett County', sentences: ['Crockett County is the name of two counties in the United States, both named for frontiersman and politician Davy Crockett:'] };
    for (const lexicon of ['full', 'none'] as const) {
      const first = new HeuristicPolicy(lexicon).decideNow(input('Who is the father of the person that Crockett County is named after?', candidateSet([crockett])));
      expect(first.action.kind === 'stop' ? first.action.answer : null).not.toBe('Davy Crockett');
      expect(first.action).toMatchObject({ kind: 'continue', nextQuery: 'Who is the father of Davy Crockett?' });
    }
  });
});
