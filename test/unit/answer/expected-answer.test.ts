import { describe, expect, it } from 'vitest';
import { readExpectedAnswer } from '../../../src/answer/expected-answer.js';

// Real questions from ../shared/datasets (MuSiQue, HotpotQA, 2Wiki dev sets).
describe('readExpectedAnswer: the answer type from the question word and head noun', () => {
  it('types by the question word', () => {
    expect(readExpectedAnswer('Who was the first president of the association which published Journal of Psychotherapy Integration?')).toEqual({ type: 'person', wh: 'who' });
    expect(readExpectedAnswer("When did Lothair Ii's mother die?")).toEqual({ type: 'date', wh: 'when', rangeEnd: 'end' });
    expect(readExpectedAnswer('Where was the director of film The Private Life Of Cinema born?')).toEqual({ type: 'place', wh: 'where' });
    expect(readExpectedAnswer('How many Publix stores are in the state that borders the east of the state where Hello Love\'s performer lived in when he died?')).toEqual({ type: 'number', wh: 'how many', headNoun: 'store' });
  });

  it('reads a compound whose describing noun is a measure as that measure ("the debt load")', () => {
    expect(readExpectedAnswer('What is the debt load for the US carried by the country Dai Jitao is from?')).toMatchObject({ type: 'quantity', headNoun: 'load' });
    // A head noun of its own type keeps it.
    expect(readExpectedAnswer('What is the population figure of Kansas?')).toMatchObject({ headNoun: 'figure' });
    expect(readExpectedAnswer('What is the film director\'s name?').type).not.toBe('quantity');
  });

  it('types what/which questions by their head noun, past "is the" and "the name of"', () => {
    expect(readExpectedAnswer('What is the place of birth of the director of film Gaby: A True Story?')).toMatchObject({ type: 'place', headNoun: 'place' });
    expect(readExpectedAnswer('What is the name of the waterfall in the country where the Bubye River is found?')).toMatchObject({ type: 'noun-phrase', headNoun: 'waterfall' });
    expect(readExpectedAnswer("The runner-up in the 1999 World Drivers' Championship appears on the front cover of a racing video game developed by what company?")).toMatchObject({ type: 'organisation', headNoun: 'company' });
    expect(readExpectedAnswer('What language were books being translated into during the era of Haymo of Faversham?')).toMatchObject({ type: 'noun-phrase', headNoun: 'language' });
    expect(readExpectedAnswer('What year did the company Novair International Airways is part of dissolve?')).toMatchObject({ type: 'date', headNoun: 'year' });
  });

  it('types a measurement by its noun, and a count of people enrolled or attending as a number', () => {
    expect(readExpectedAnswer('What is the usual average snowfall in the city where the performers of Brother were formed?')).toMatchObject({ type: 'quantity', headNoun: 'snowfall' });
    expect(readExpectedAnswer('What is the enrollment at the school that owns the Miami Hurricane?')).toMatchObject({ type: 'number', headNoun: 'enrollment' });
  });

  // ../shared/datasets/musique (2hop__580458_139390).
  it('reads "What was <noun phrase> <verb> for?" as asking for the preposition\'s object, not for the noun phrase', () => {
    expect(readExpectedAnswer('What was the cast member of The Bad Man nominated for?')).toEqual({ type: 'noun-phrase', wh: 'what' });
    // A verb of a relative clause does not: the noun phrase is what is asked for.
    expect(readExpectedAnswer('What is the population of the state where Dodge City Regional Airport is located in?')).toMatchObject({ type: 'number', headNoun: 'population' });
  });

  it('says when the head noun is written in the plural', () => {
    expect(readExpectedAnswer("What is the most popular hotel in Gisvi's city of birth?")).not.toHaveProperty('headPlural');
    expect(readExpectedAnswer('What awards did the director of Bangalore Naatkal win?')).toMatchObject({ headNoun: 'award', headPlural: true });
  });

  it('finds the question word inside the sentence, not a relative pronoun ("a consultant who …")', () => {
    expect(readExpectedAnswer('Scott Howell is a consultant who has worked with the mayor of what city?')).toMatchObject({ type: 'place', wh: 'what', headNoun: 'city' });
    // wink tags "shares" as a noun here; the head is "county".
    expect(readExpectedAnswer('What county shares a border with the county in which Johnnycake, West Virginia is located?')).toMatchObject({ type: 'place', headNoun: 'county' });
  });

  // ../shared/datasets/musique and hotpotqa dev questions.
  it('reads the question word after an opening phrase, past a relative "to whom", and a head noun past a participle', () => {
    // Not "whom" of "the person to whom the edict was addressed"; "estimated" describes "population".
    expect(readExpectedAnswer('In 2011, what was the estimated population of the city where the Yongle emperor greeted the person to whom the edict was addressed?')).toMatchObject({ type: 'number', wh: 'what', headNoun: 'population' });
    expect(readExpectedAnswer('In Batman Under the Red Hood, who does the actor of Barney Stinson from How I Met Your Mother play?')).toMatchObject({ type: 'person', wh: 'who' });
    expect(readExpectedAnswer('What recurring character makes his first appearance in this episode?')).toMatchObject({ type: 'person', headNoun: 'character' });
    // A name and a comma open a relative clause, not the question.
    expect(readExpectedAnswer('Singer Eddie Fisher, who produced the album in 1952, later had a scandalous affair with what actress?')).toMatchObject({ type: 'person', headNoun: 'actress' });
    expect(readExpectedAnswer('The Government of Canada, which is the federal administration of Canada, is involved in what scandal in the province of Quebec?')).toMatchObject({ headNoun: 'scandal' });
  });

  it('reads yes/no and either-or questions by their form', () => {
    expect(readExpectedAnswer('Are Christopher Nolan and Sathish Kalathil both film directors?')).toEqual({ type: 'yes-no', wh: '' });
    expect(readExpectedAnswer('Which band was formed first The Exies or Circus Diablo ?')).toEqual({ type: 'either-or', wh: '', options: ['The Exies', 'Circus Diablo'] });
  });
});

describe('which end of a date range a question asks for', () => {
  it('reads it from the question\'s verb or noun', () => {
    expect(readExpectedAnswer('In what year did the Danish plant ecologist who assisted a Danish chemist, famous for the introduction of the concept of pH die?').rangeEnd).toBe('end');
    expect(readExpectedAnswer('When was the first president of the American Psychological Association born?').rangeEnd).toBe('start');
    expect(readExpectedAnswer('In what year was the band formed?').rangeEnd).toBe('start');
    // A birthday is a date, the start of a life's range (HotpotQA: "What is the birthday of the man who played Lex Luthor …?").
    expect(readExpectedAnswer('What is the birthday of Gene Hackman?')).toMatchObject({ type: 'date', headNoun: 'birthday', rangeEnd: 'start' });
    expect(readExpectedAnswer('When did Bob Hope host the Academy Awards?').rangeEnd).toBeUndefined();
    expect(readExpectedAnswer('Who founded the company?').rangeEnd).toBeUndefined();
  });
});
