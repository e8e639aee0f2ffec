import { describe, expect, it } from 'vitest';
import { readPerformedRoles } from '../../../src/answer/performed-roles.js';

// Sentences from ../shared/datasets (MuSiQue and HotpotQA passages).
describe('readPerformedRoles: who performs whom, as English text writes it', () => {
  it('reads a cast list of "performer as role", roles with slashes, articles and particles', () => {
    expect(readPerformedRoles('The film stars Bruce Greenwood as Bruce Wayne / Batman, Jensen Ackles as the Red Hood / Jason Todd, John DiMaggio as the Joker, Neil Patrick Harris as Nightwing / Dick Grayson, Jason Isaacs as Ra\'s al Ghul, and Wade Williams as Black Mask.')).toEqual([
      { performer: 'Bruce Greenwood', character: 'Bruce Wayne / Batman' },
      { performer: 'Jensen Ackles', character: 'Red Hood / Jason Todd' },
      { performer: 'John DiMaggio', character: 'Joker' },
      { performer: 'Neil Patrick Harris', character: 'Nightwing / Dick Grayson' },
      { performer: 'Jason Isaacs', character: 'Ra\'s al Ghul' },
      { performer: 'Wade Williams', character: 'Black Mask' },
    ]);
  });

  it('splits a cast list flattened without separators: a role runs into the next performer\'s two words', () => {
    expect(readPerformedRoles('Mickey Rooney as Tod Kurt Russell as Copper Pearl Bailey as Big Mama Jack Albertson as Amos Slade')).toEqual([
      { performer: 'Mickey Rooney', character: 'Tod' },
      { performer: 'Kurt Russell', character: 'Copper' },
      { performer: 'Pearl Bailey', character: 'Big Mama' },
      { performer: 'Jack Albertson', character: 'Amos Slade' },
    ]);
  });

  it('goes back over a short phrase of the clause to the performer ("stars Julie Andrews in her feature film debut as …")', () => {
    expect(readPerformedRoles('The film, which combines live - action and animation, stars Julie Andrews in her feature film debut as Mary Poppins, who visits a dysfunctional family in London.')).toEqual([
      { performer: 'Julie Andrews', character: 'Mary Poppins' },
    ]);
  });

  it('reads a performer in parentheses after the role, with a lower-case word inside the role\'s name', () => {
    expect(readPerformedRoles('Eric (Kevin James) claims he is now a co-owner of a lawn furniture company, but is disappointed in his wife Sally (Maria Bello) for continuing to breastfeed Bean (Morgan Gingerich).')).toEqual([
      { performer: 'Kevin James', character: 'Eric' },
      { performer: 'Maria Bello', character: 'Sally' },
      { performer: 'Morgan Gingerich', character: 'Bean' },
    ]);
    expect(readPerformedRoles('It stars Anne Hathaway (in her film debut) as Mia Thermopolis, a teenager who discovers that she is the heir to the throne of the fictional Kingdom of Genovia, ruled by her grandmother Queen dowager Clarisse Renaldi (Julie Andrews).')).toEqual([
      { performer: 'Anne Hathaway', character: 'Mia Thermopolis' },
      { performer: 'Julie Andrews', character: 'Queen dowager Clarisse Renaldi' },
    ]);
  });

  it('reads "plays", "portrayed by", "is the voice of", and leaves the role to the page when the sentence does not name it', () => {
    expect(readPerformedRoles('Colin Firth plays the future King George VI who, to cope with a stammer, sees Lionel Logue.')).toEqual([{ performer: 'Colin Firth', character: 'King George VI' }]);
    expect(readPerformedRoles('Marty Jr. and Marlene McFly (both portrayed by Michael J. Fox) are Marty McFly and Jennifer Parker\'s future fraternal twin son and daughter in Part II.')).toEqual([
      { performer: 'Michael J. Fox', character: 'Marlene McFly' },
    ]);
    expect(readPerformedRoles('Mila Kunis is the voice of the character named Meg Griffin.')).toEqual([{ performer: 'Mila Kunis', character: 'Meg Griffin' }]);
    expect(readPerformedRoles('The character was played by Claudia Wells in Back to the Future.')).toEqual([{ performer: 'Claudia Wells', character: '' }]);
    // An infobox label: the name before it is another field's value, not the role.
    expect(readPerformedRoles('Created by Seth MacFarlane Voiced by Lacey Chabert (1999 -- 2000, 2011, 2012) Mila Kunis (1999 -- present)')).toEqual([
      { performer: 'Lacey Chabert', character: '' },
    ]);
  });

  it('reads no role from "served as", "known as", a single name or a place in parentheses', () => {
    expect(readPerformedRoles('Winston Churchill served as Prime Minister of the United Kingdom.')).toEqual([]);
    expect(readPerformedRoles('New York City, known as the Big Apple, is the most populous city in the United States.')).toEqual([]);
    expect(readPerformedRoles('The European Union (EU) is a political and economic union.')).toEqual([]);
    expect(readPerformedRoles('Paris as the capital of France hosts the government.')).toEqual([]);
  });
});
