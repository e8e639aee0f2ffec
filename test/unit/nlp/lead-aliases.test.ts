import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../src/nlp/index.js';
import { buildPassage } from '../../../src/ingest/build-passage.js';

// Lead sentences of ../shared/datasets passages (2Wiki: Jamie Foxx, Oswiu, Henri Verneuil,
// J. Sasikumar, Eduardo De Filippo; HotpotQA: Crowea), read without their titles.
const FOXX = 'Eric Marlon Bishop (born December 13, 1967), known professionally as Jamie Foxx, is an American actor, singer, songwriter, producer, and comedian.';
const OSWIU = 'Oswiu, also known as Oswy or Oswig (c. 612 – 15 February 670), was King of Bernicia from 642 and Northumbria from 654 until his death.';
const VERNEUIL = 'Henri Verneuil, born Ashot Malakian( 15 October 1920 – 11 January 2002), was a French- Armenian playwright and filmmaker.';
const SASIKUMAR = 'Nambiathusseril Varkey John( 14 October 1927 – 17 July 2014), better known by his screen name J. Sasikumar, was an Indian film director.';

describe('an untitled passage is about the other names its lead sentence gives its subject', () => {
  it.each([
    [FOXX, 'Eric Marlon Bishop', ['Jamie Foxx']],
    [OSWIU, 'Oswiu', ['Oswy', 'Oswig']],
    [VERNEUIL, 'Henri Verneuil', ['Ashot Malakian']],
    [SASIKUMAR, 'Nambiathusseril Varkey John', ['J. Sasikumar']],
  ])('%s', (text, topic, aliases) => {
    const analysis = analyzePassage({ text });
    expect(analysis.topic).toBe(topic);
    expect(analysis.aliases).toEqual(aliases);
  });

  // Lead sentences of ../shared/datasets passages (2Wiki: Billy Murray, Rod Amateau, M. Night Shyamalan; HotpotQA: J. B. Handelsman; MuSiQue: Kate Brandegee).
  it.each([
    ['William Thomas "Billy" Murray (May 25, 1877 – August 17, 1954) was one of the most popular singers in the United States.', 'William Thomas Murray', ['Billy Murray']],
    ['Rodney" Rod" Amateau( December 20, 1923 – June 29, 2003) was an American film and television screenwriter.', 'Rodney Amateau', ['Rod Amateau']],
    ['Manoj Nelliyattu" M. Night" Shyamalan( born August 6, 1970) is an American filmmaker and actor.', 'Manoj Nelliyattu Shyamalan', ['M. Night Shyamalan']],
    ['John Bernard "J.B." Handelsman (February 5, 1922 – June 20, 2007) was an American cartoonist.', 'John Bernard Handelsman', ['J.B. Handelsman']],
    ['Mary Katharine “Kate” Brandegee (October 28, 1844 – April 3, 1920) was an American botanist.', 'Mary Katharine Brandegee', ['Kate Brandegee']],
  ])('a nickname in quotes inside the name, with the family name: %s', (text, topic, aliases) => {
    const analysis = analyzePassage({ text });
    expect(analysis.topic).toBe(topic);
    expect(analysis.aliases).toEqual(aliases);
  });

  it('no nickname from quotes that are not inside the opening name', () => {
    for (const text of ['The "Big Four" Companies are large firms.', 'Smith wrote "Night Train" in 1990.', 'In 1990 "Red" Smith was a pitcher.']) {
      expect(analyzePassage({ text }).aliases, text).toBeUndefined();
    }
  });

  it('not a short form of the subject\'s own name, which names many people', () => {
    const analysis = analyzePassage({ text: 'Eduardo De Filippo( 24 May 1900 – 31 October 1984), also known simply as Eduardo was an Italian actor, playwright, screenwriter, author and poet.' });
    expect(analysis.topic).toBe('Eduardo De Filippo');
    expect(analysis.aliases).toBeUndefined();
  });

  it('not a name given after the main verb, which may belong to something else the sentence names', () => {
    const analysis = analyzePassage({ text: 'Crowea is a genus of small evergreen shrubs in the plant family Rutaceae sometimes known as Waxflowers.' });
    expect(analysis.aliases).toBeUndefined();
  });

  it('links the passage to its subject and the alias (ABOUT); a titled passage keeps its title alone', () => {
    const untitled = buildPassage({ id: 'notes-1', title: '', text: FOXX });
    expect(untitled.titleEntity?.name).toBe('Eric Marlon Bishop');
    expect(untitled.aboutEntities?.map((about) => about.name)).toEqual(['Jamie Foxx']);
    const titled = buildPassage({ id: 'notes-2', title: 'Jamie Foxx', text: FOXX });
    expect(titled.titleEntity?.name).toBe('Jamie Foxx');
    expect(titled.aboutEntities).toBeUndefined();
    expect(analyzePassage({ title: 'Jamie Foxx', text: FOXX }).aliases).toBeUndefined();
  });
});
