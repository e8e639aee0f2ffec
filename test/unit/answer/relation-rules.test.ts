import { describe, expect, it } from 'vitest';
import { relationRule } from '../../../src/answer/relation-rules.js';

describe('relationRule: how a relation is read in triples and sentences', () => {
  it('with the lexicon, a known relation has its hand-written rule', () => {
    const mother = relationRule('mother');
    expect(mother).toMatchObject({ relation: 'mother', lexicon: 'full', answerType: 'person', passage: 'none' });
    // "son of X and Y": the mother is the last-named parent.
    const parentOf = mother.triples.find((rule) => rule.pick === 'last');
    expect(parentOf?.pattern.test('was the second son of')).toBe(true);
    expect(mother.triples.some((rule) => rule.inverse && rule.pattern.test('mother of'))).toBe(true);
    expect(relationRule('place of birth')).toMatchObject({ answerType: 'place', passage: 'first-place' });
    expect(relationRule('date of death').sentences[0]?.cue.test('Ermengarde of Tours (d. 20 March 851)')).toBe(true);
  });

  it('country of birth reads like place of birth, with a country from the page as the fallback', () => {
    const rule = relationRule('country of birth');
    expect(rule.triples).toEqual(relationRule('place of birth').triples);
    expect(rule.passage).toBe('country');
  });

  it('a relation the table lacks, or any relation with lexicon none, is read from its own words', () => {
    const unknown = relationRule('chief engineer');
    expect(unknown.lexicon).toBe('full');
    expect(unknown.triples).toHaveLength(1);
    expect(unknown.triples[0]?.pattern.test('is the chief engineer of')).toBe(true);
    expect(unknown.passage).toBe('none');
    const none = relationRule('mother', { lexicon: 'none', answerType: 'person' });
    expect(none).toMatchObject({ lexicon: 'none', answerType: 'person', passage: 'none' });
    expect(none.triples[0]?.pattern.test('was the second son of')).toBe(false);
    expect(none.triples[0]?.pattern.test('his mother was')).toBe(true);
    expect(none.sentences[0]?.cue.exec('His mother was Ermengarde of Tours.')?.[0]).toBe('mother was ');
  });

  it('with lexicon none, a date relation falls back to the page\'s first date, and the answer type comes from the question', () => {
    const founded = relationRule('founding date', { lexicon: 'none', answerType: 'date' });
    expect(founded.answerType).toBe('date');
    expect(founded.sentences[0]?.value).toBe('date');
    expect(founded.passage).toBe('first-date');
    expect(relationRule('founding date', { lexicon: 'none' }).answerType).not.toBe('date');
  });

  it('with the lexicon, a relation it does not type takes the question\'s answer type ("When was X signed by Barcelona?")', () => {
    expect(relationRule('signed barcelona', { answerType: 'date' })).toMatchObject({ answerType: 'date', typedByQuestion: true });
    expect(relationRule('signed barcelona').answerType).toBe('entity');
    // A typed relation keeps its own type whatever the question word.
    expect(relationRule('spouse', { answerType: 'date' }).answerType).toBe('person');
    expect(relationRule('spouse', { answerType: 'date' })).not.toHaveProperty('typedByQuestion');
  });

  it('escapes the relation\'s words: a relation holding regular-expression characters matches literally', () => {
    const rule = relationRule('c++ (language) author', { lexicon: 'none' });
    expect(() => rule.triples[0]?.pattern.test('x')).not.toThrow();
    expect(rule.triples[0]?.pattern.test('c++ author')).toBe(true);
    expect(rule.triples[0]?.pattern.test('cx author')).toBe(true); // "author" alone matches; "c++" stays literal
    expect(rule.triples[0]?.pattern.test('c')).toBe(false);
  });
});
