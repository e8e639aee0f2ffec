import { describe, expect, it } from 'vitest';
import { buildGoldQuestion, queryOf } from '../../../scripts/perfect-model/musique-gold.js';
import { perfectFinalReply, perfectStepReply, type StepPayload } from '../../../scripts/perfect-model/perfect-replies.js';

const passages = new Map([
  ['m-p1', { id: 'm-p1', title: 'Journal of Psychotherapy Integration', text: 'The Journal of Psychotherapy Integration is published by the American Psychological Association.' }],
  ['m-p2', { id: 'm-p2', title: 'American Psychological Association', text: 'The APA was founded in 1892. G. Stanley Hall was its first president.' }],
]);
// The gold list is not in hop order: the alignment must find which passage answers which hop.
const gold = buildGoldQuestion(
  {
    id: 'q1',
    question: 'Who was the first president of the association which published Journal of Psychotherapy Integration?',
    answer: 'G. Stanley Hall',
    answer_aliases: ['Stanley Hall'],
    gold: ['m-p2', 'm-p1'],
    decomposition: [
      { question: 'What company published Journal of Psychotherapy Integration?', answer: 'American Psychological Association' },
      { question: 'Who was the first president of #1 ?', answer: 'G. Stanley Hall' },
    ],
  },
  passages,
);

const step = (fields: Partial<StepPayload>): StepPayload => ({ question: gold.question, query: gold.question, step: 1, history: { steps: [] }, triples: [], sentences: [], passages: [], ...fields });

describe('the perfect model', () => {
  it('aligns each sub-question with the gold passage holding its answer, and turns "X >> relation" into a question', () => {
    expect(gold.hops.map((hop) => [hop.passageId, hop.needs])).toEqual([
      ['m-p1', []],
      ['m-p2', [0]],
    ]);
    expect(gold.hops[1]!.question).toBe('Who was the first president of American Psychological Association ?');
    expect(queryOf('Hello Love >> performer')).toBe('What is the performer of Hello Love?');
  });

  it('knows a sub-answer only from a shown item of its gold passage whose text holds it; then asks the next sub-question', () => {
    // The answer's words in another passage do not count; the gold passage without the answer does not either.
    const unseen = perfectStepReply(gold, step({ sentences: [{ id: 'other#s0', text: 'The American Psychological Association publishes many journals.' }, { id: 'm-p1#s9', text: 'It appears quarterly.' }] }));
    expect(unseen.reply).toMatchObject({ stop: false, intermediateAnswer: '', selected: [], nextQuery: 'What company published Journal of Psychotherapy Integration?' });
    expect(unseen.record).toMatchObject({ foundNow: [], visibility: ['passage-without-answer', 'absent'], answerElsewhere: [true, false], wanted: 0 });

    const seen = perfectStepReply(gold, step({ sentences: [{ id: 'm-p1#s0', text: passages.get('m-p1')!.text }] }));
    expect(seen.reply).toMatchObject({ stop: false, granularity: 'sentences', selected: ['m-p1#s0'], intermediateAnswer: 'American Psychological Association', resolvedPath: 'American Psychological Association' });
    expect(seen.reply.nextQuery).toBe('Who was the first president of American Psychological Association?');
  });

  it('rewords a sub-question it has just asked without success, and stops with the answer once the last hop is readable', () => {
    const history = { steps: [{ query: gold.question, intermediateAnswer: 'American Psychological Association', resolvedPath: 'American Psychological Association' }] };
    const again = perfectStepReply(gold, step({ step: 2, query: 'Who was the first president of American Psychological Association?', history }));
    expect(again.reply.nextQuery).toBe('first president American Psychological Association');
    expect(again.record.knownBefore).toEqual([0]);
    const done = perfectStepReply(gold, step({ step: 3, query: again.reply.nextQuery, history, passages: [{ id: 'm-p2', title: 'American Psychological Association', text: passages.get('m-p2')!.text }] }));
    expect(done.reply).toMatchObject({ stop: true, answer: 'G. Stanley Hall', selected: ['m-p2'], granularity: 'passages' });
  });

  it('as final resolver, answers only when the selected evidence holds the last hop', () => {
    const steps = [{ query: gold.question, intermediateAnswer: 'American Psychological Association' }];
    expect(perfectFinalReply(gold, { question: gold.question, steps, evidence: [{ id: 'm-p1#s0', text: passages.get('m-p1')!.text }] }).reply).toEqual({ answer: '', supporting: [] });
    expect(perfectFinalReply(gold, { question: gold.question, steps, evidence: [{ id: 'm-p2#s1', text: 'G. Stanley Hall was its first president.' }] }).reply).toEqual({ answer: 'G. Stanley Hall', supporting: ['m-p2#s1'] });
  });
});
