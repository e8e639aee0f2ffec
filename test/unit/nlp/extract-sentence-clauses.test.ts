import { describe, expect, it } from 'vitest';
import { extractSentence, type ClauseExtraction } from '../../../src/nlp/index.js';
import { render } from './triple-helpers.js';

// Sentences marked "CaRB" are copied from the CaRB development split (MIT license, Bhardwaj, Aggarwal
// and Mausam, EMNLP 2019); the others are written in the style of 2WikiMultiHopQA.

function clauses(sentence: string): string[] {
  return extractSentence(sentence).clauses.map((clause: ClauseExtraction) => `${clause.subject} | ${clause.relation} | ${clause.objects.join(' ; ')}`);
}

describe('extractSentence: clause view (full spans) beside the entity triples', () => {
  it('copula and relative clause (CaRB)', () => {
    const sentence = "Blagoja ` Billy ' Celeski is an Australian footballer who plays as a midfielder for the Newcastle Jets .";
    expect(clauses(sentence)).toEqual(["Billy ' Celeski | is | an Australian footballer", 'an Australian footballer | plays as | a midfielder for the Newcastle Jets']);
    expect(render(extractSentence(sentence).triples)).toEqual(expect.arrayContaining(['Celeski | is | Australian footballer', 'Celeski | plays for | Newcastle Jets']));
  });

  it('passive with agent, and a second clause after ", and" (CaRB)', () => {
    const found = clauses('The strike obtained political support from the Political Affairs Committee , and the workers were addressed at numerous public meetings by Dr. Cheddi Jagan , Janet Jagan and leaders of the GIWU .');
    expect(found).toEqual([
      'The strike | obtained | political support from the Political Affairs Committee',
      'the workers | were addressed at | numerous public meetings by Dr. Cheddi Jagan , Janet Jagan and leaders of the GIWU',
    ]);
    const passive = extractSentence('Google was founded by Larry Page and Sergey Brin.').clauses[0];
    expect(passive).toMatchObject({ subject: 'Google', relation: 'was founded by', objects: ['Larry Page and Sergey Brin'], passive: true });
  });

  it('negation (CaRB)', () => {
    const [first] = extractSentence('However , Jesus is not accepted as the son by Muslims , who strictly maintain that he was a human being who was loved by God .').clauses;
    expect(first).toMatchObject({ subject: 'Jesus', relation: 'is not accepted as', objects: ['the son by Muslims'], negated: true });
  });

  it('coordinated verbs share the subject (CaRB)', () => {
    expect(clauses('He served as the first Prime Minister of Australia and became a founding justice of the High Court of Australia .')).toEqual([
      'He | served as | the first Prime Minister of Australia',
      'He | became | a founding justice of the High Court of Australia',
    ]);
  });

  it('appositive: the triple view says what the name is, the clause view keeps the main clause', () => {
    const { triples, clauses: found } = extractSentence('Bertha, daughter of Lothair II, married Theobald of Arles.');
    expect(render(triples)).toEqual(expect.arrayContaining(['Bertha | is | daughter', 'Bertha | is daughter of | Lothair II', 'Bertha | married | Theobald of Arles']));
    expect(found.map((clause) => `${clause.subject} | ${clause.relation} | ${clause.objects.join(' ; ')}`)).toEqual(['Bertha | married | Theobald of Arles']);
  });

  it('possessive: the subject span keeps its possessor', () => {
    const { triples, clauses: found } = extractSentence("Lothair II's son Hugh was disinherited.");
    expect(render(triples)).toContain('Lothair II | son | Hugh');
    expect(found[0]?.subject).toBe("Lothair II's son Hugh");
  });

  it('ranks a clause with its own subject and object above one without an object', () => {
    const found = extractSentence("The city 's population boomed , 5 boroughs were formed , the New York City Subway was opened and became a symbol of progress and innovation .").clauses;
    const boomed = found.find((clause) => clause.relation === 'boomed');
    const opened = found.find((clause) => clause.relation === 'was opened and became');
    expect(boomed?.objects).toEqual([]);
    expect(opened?.objects).toEqual(['a symbol of progress and innovation']);
    expect((opened?.confidence ?? 0) > (boomed?.confidence ?? 1)).toBe(true);
  });
});
