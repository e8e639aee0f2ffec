import { describe, expect, it } from 'vitest';
import { readQuestionForm } from '../../../src/question/question-form.js';

// Real questions from ../shared/datasets (2Wiki, HotpotQA, MuSiQue dev sets).
describe('readQuestionForm', () => {
  it('reads yes/no questions from the auxiliary verb that opens them', () => {
    expect(readQuestionForm('Are both Kurram Garhi and Trojkrsti located in the same country?')).toEqual({ kind: 'yes-no' });
    expect(readQuestionForm('Were Scott Derrickson and Ed Wood of the same nationality?')).toEqual({ kind: 'yes-no' });
    expect(readQuestionForm('Do both films The Falcon (Film) and Valentin The Good have the directors from the same country?')).toEqual({ kind: 'yes-no' });
  });

  it('reads the options of either-or questions, after the clause comma or as the names around "or"', () => {
    expect(readQuestionForm('Which film came out first, Blind Shaft or The Mask Of Fu Manchu?')).toEqual({ kind: 'either-or', options: ['Blind Shaft', 'The Mask Of Fu Manchu'] });
    expect(readQuestionForm('Which magazine was started first Arthur\'s Magazine or First for Women?')).toEqual({ kind: 'either-or', options: ["Arthur's Magazine", 'First for Women'] });
    expect(readQuestionForm('Who was born first out of Martin Hodge and Ivania Martinich?')).toEqual({ kind: 'either-or', options: ['Martin Hodge', 'Ivania Martinich'] });
    // A name may hold a comma itself.
    expect(readQuestionForm('Who lived longer, Sir Thomas Wheate, 1St Baronet or Albert Édouard Le Brethon De Caligny?')).toEqual({
      kind: 'either-or',
      options: ['Sir Thomas Wheate, 1St Baronet', 'Albert Édouard Le Brethon De Caligny'],
    });
  });

  it('reads either-or questions opened by an auxiliary verb, the right option ending with its name', () => {
    expect(readQuestionForm('Was Angus Wagner or Juan Carlos Falcón born first?')).toEqual({ kind: 'either-or', options: ['Angus Wagner', 'Juan Carlos Falcón'] });
    expect(readQuestionForm('Is Muskegon County Airport or John Wayne Airport further west?')).toEqual({ kind: 'either-or', options: ['Muskegon County Airport', 'John Wayne Airport'] });
  });

  it('leaves open questions open, also when "or" joins lower-case words', () => {
    expect(readQuestionForm('Who directed the film that was shot in or around Leland, North Carolina in 1986')).toEqual({ kind: 'open' });
    expect(readQuestionForm('Who was the first president of the association which published Journal of Psychotherapy Integration?')).toEqual({ kind: 'open' });
    expect(readQuestionForm("When did Lothair Ii's mother die?")).toEqual({ kind: 'open' });
  });

  // ../shared/datasets/hotpotqa (two dev questions written after a statement).
  it('reads a question written after a statement by its last sentence', () => {
    expect(readQuestionForm('The director Armando Iannucci has an OBE. Does the director Puneet Sira also have one?')).toEqual({ kind: 'yes-no' });
    expect(readQuestionForm('Homer\'s Odyssey is the third episode of the first season of "The Simpsons". What recurring character makes his first appearance in this episode?')).toEqual({ kind: 'open' });
    // A statement alone stays an open question; a question's own abbreviations do not split it.
    expect(readQuestionForm('The U.S. Army fought in which war?')).toEqual({ kind: 'open' });
  });
});
