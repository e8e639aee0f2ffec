// Questions copied from 2WikiMultiHopQA (dev; Apache-2.0) and MuSiQue (answerable; CC BY 4.0),
// except where a comment says "constructed".
import { describe, expect, it } from 'vitest';
import { analyzeQuestion, type ChainDecomposition } from '../../../src/question/index.js';

function chain(question: string): ChainDecomposition {
  const analysis = analyzeQuestion(question);
  if (analysis.kind !== 'chain') throw new Error(`expected a chain, got ${JSON.stringify(analysis)}`);
  return analysis;
}

describe('analyzeQuestion: relation chains', () => {
  it('splits "the R of the R of film X" with a typed title (2Wiki)', () => {
    const result = chain('Who is the father of the director of film Battle In Seattle?');
    expect(result.topicEntity).toBe('Battle In Seattle');
    expect(result.topicType).toBe('film');
    expect(result.relations).toEqual(['director', 'father']);
    expect(result.firstHop).toBe('the director of film Battle In Seattle');
    expect(result.bridge).toBe('father');
    expect(result.secondHopTemplate).toBe('Who is the father of [HOP]?');
    expect(result.hops).toBe(2);
    expect(result.answerType).toBe('person');
  });

  it('reads a title-cased possessive and the verb tail "die" (2Wiki)', () => {
    const result = chain("When did Lothair Ii's mother die?");
    expect(result.topicEntity).toBe('Lothair Ii');
    expect(result.relations).toEqual(['mother', 'date of death']);
    expect(result.firstHop).toBe('the mother of Lothair Ii');
    expect(result.secondHopTemplate).toBe('When did [HOP] die?');
    expect(result.answerType).toBe('date');
  });

  it('keeps a compound property whole and combines it with a possessive (2Wiki)', () => {
    const result = chain("Where was the place of death of Abdul-Aziz Bin Muhammad's father?");
    expect(result.topicEntity).toBe('Abdul-Aziz Bin Muhammad');
    expect(result.relations).toEqual(['father', 'place of death']);
    expect(result.secondHopTemplate).toBe('Where was the place of death of [HOP]?');
    expect(result.answerType).toBe('place');
  });

  it('gives "Where was X born?" the relation place of birth (2Wiki)', () => {
    const result = chain('Where was the director of film The Iron Man (Serial) born?');
    expect(result.topicEntity).toBe('The Iron Man (Serial)');
    expect(result.relations).toEqual(['director', 'place of birth']);
    expect(result.secondHopTemplate).toBe('Where was [HOP] born?');
  });

  it('gives "Which country X is from?" the relation nationality and husband -> spouse (2Wiki)', () => {
    expect(chain('Which country the director of film Our Emden is from?').relations).toEqual(['director', 'nationality']);
    const result = chain("What nationality is Ameena Begum's husband?");
    expect(result.relations).toEqual(['spouse', 'nationality']);
    expect(result.surfaceRelations[0]).toBe('husband');
  });

  it('keeps "Of" inside 2Wiki title-cased names and commas in titles', () => {
    expect(chain('Where was the father of Helen Of Greece And Denmark born?').topicEntity).toBe('Helen Of Greece And Denmark');
    expect(chain('What is the place of birth of the director of film Do Not Marry, Girls?').topicEntity).toBe('Do Not Marry, Girls');
    expect(chain("Where was the place of death of Maurice, Prince Of Orange's father?").topicEntity).toBe('Maurice, Prince Of Orange');
    expect(chain('Who is the mother of the director of film Student Of The Year?').topicEntity).toBe('Student Of The Year');
  });

  it('keeps titles containing lower-case "of" and "Who" (MuSiQue)', () => {
    const result = chain("What is the main international airport in birth place of the director of The Girl Who Kicked the Hornets' Nest?");
    expect(result.topicEntity).toBe("The Girl Who Kicked the Hornets' Nest");
    expect(result.relations.slice(0, 2)).toEqual(['director', 'place of birth']);
    expect(chain('Who was the first president of the association which published Journal of Psychotherapy Integration?').topicEntity).toBe(
      'Journal of Psychotherapy Integration',
    );
  });

  it('expands kinship words into two relations (2Wiki inference)', () => {
    const grandfather = chain("Who is Robert Iii, Count Of Dreux's paternal grandfather?");
    expect(grandfather.topicEntity).toBe('Robert Iii, Count Of Dreux');
    expect(grandfather.relations).toEqual(['father', 'father']);
    expect(grandfather.firstHop).toBe('the father of Robert Iii, Count Of Dreux');
    expect(grandfather.secondHopTemplate).toBe('Who is the father of [HOP]?');
    expect(chain('Who is the father-in-law of Ermengarde Of Hesbaye?').relations).toEqual(['spouse', 'father']);
    expect(chain('Who is the stepmother of Sara Ali Khan?').relations).toEqual(['father', 'spouse']);
  });

  it('orders the relations of 3-hop chains innermost first', () => {
    // constructed: the brief's example
    const versace = chain('Where was the father of the founder of Versace born?');
    expect(versace.relations).toEqual(['founder', 'father', 'place of birth']);
    expect(versace.firstHop).toBe('the founder of Versace');
    expect(versace.bridge).toBe('father');
    expect(versace.secondHopTemplate).toBe('Where was the father of [HOP] born?');
    expect(versace.hops).toBe(3);
    // MuSiQue 3hop1
    const dead = chain('Which is the body of water by the birthplace of the author of Dead Ernest?');
    expect(dead.topicEntity).toBe('Dead Ernest');
    expect(dead.relations.slice(0, 2)).toEqual(['author', 'place of birth']);
    expect(dead.hops).toBe(3);
    const izgoy = chain("When did the country of Izgoy's performer invade Manchuria?");
    expect(izgoy.relations.slice(0, 2)).toEqual(['performer', 'country']);
    expect(izgoy.secondHopTemplate).toBe('When did the country of [HOP] invade Manchuria?');
  });

  it('follows relative clauses ("the state where X is located") (MuSiQue)', () => {
    const result = chain('What is the population of the state where Dodge City Regional Airport is located?');
    expect(result.topicEntity).toBe('Dodge City Regional Airport');
    expect(result.relations).toEqual(['state', 'population']);
    expect(result.firstHop).toBe('the state where Dodge City Regional Airport is located');
    expect(result.secondHopTemplate).toBe('What is the population of [HOP]?');
    expect(result.answerType).toBe('number');
  });
});
