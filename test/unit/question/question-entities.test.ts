// Questions copied from 2WikiMultiHopQA (dev; Apache-2.0), MuSiQue (answerable; CC BY 4.0) and
// HotpotQA (distractor; CC BY-SA 4.0).
import { describe, expect, it } from 'vitest';
import { questionEntities, questionKeywords } from '../../../src/question/index.js';

describe('questionEntities', () => {
  it('finds typed titles, possessive names and parenthesized disambiguations (2Wiki)', () => {
    expect(questionEntities('What is the place of birth of the composer of film Amarajeevi (1965 Film)?')).toEqual(['Amarajeevi (1965 Film)']);
    expect(questionEntities("Which country Al-Mu'Tasim's father is from?")).toEqual(["Al-Mu'Tasim"]);
    expect(questionEntities("Where was the director of film God'S Comedy born?")).toEqual(["God'S Comedy"]);
    expect(questionEntities('Where was the father of Tony Bettenhausen Jr. born?')).toEqual(['Tony Bettenhausen Jr.']);
  });

  it('splits subjects at lower-case "or"/"and" and orders longest first (2Wiki)', () => {
    expect(questionEntities('Are Vasilyevsky Island and Preobrazheniya Island located in the same country?')).toEqual([
      'Preobrazheniya Island',
      'Vasilyevsky Island',
    ]);
  });

  it('finds quoted titles and keeps lower-case "of" inside names (HotpotQA)', () => {
    expect(questionEntities('What language were books being translated into during the era of Haymo of Faversham?')).toEqual(['Haymo of Faversham']);
    expect(questionEntities('Who was Audrey Williams pregnant with during the recording of "Dear Brother"?')).toEqual(['Audrey Williams', 'Dear Brother']);
  });
});

describe('questionKeywords', () => {
  it('keeps lemmatized content words without stop words or question words (2Wiki)', () => {
    const keywords = questionKeywords('Where was the place of death of the director of film Emile The African?');
    expect(keywords).toEqual(expect.arrayContaining(['place', 'death', 'director', 'film', 'emile', 'african']));
    expect(keywords).not.toContain('where');
    expect(keywords).not.toContain('the');
    expect(questionKeywords('Who was born first out of Aivar Kuusmaa and Andy Summers?')).toContain('bear');
  });
});
