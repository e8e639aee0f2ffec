import { describe, expect, it } from 'vitest';
import { relationRule } from '../../../../src/answer/relation-rules.js';
import { fromPassages, fromSentences, fromTriples, hopEntity, resolveHop, spacedDashes } from '../../../../src/modes/megrag/resolve-hop.js';
import { candidateSet, ERMENGARDE, LOTHAIR, type PageFixture } from './candidate-fixtures.js';

// Pages from ../shared/datasets/2wiki/corpus.jsonl (sentences as the splitter cuts them; triples as OpenIE extracts them).
const SYLVIA: PageFixture = {
  id: '2wiki-p00334',
  title: 'Sylvia Burka',
  sentences: [
    'Sylvia Burka (born May 4, 1954 in Winnipeg, Manitoba) is a former ice speed skater and track cyclist from Canada of Latvian descent, who represented her native country at three consecutive Winter Olympics, starting in 1972 in Sapporo, Japan.',
    'She was married to Jocelyn Lovell, an Olympic cyclist.',
  ],
};
const GABY: PageFixture = {
  id: '2wiki-gaby',
  title: 'Gaby: A True Story',
  sentences: ['Gaby: A True Story is a 1987 American-Mexican drama biographical film directed by Luis Mandoki, and starring Rachel Levin, Liv Ullmann, Norma Aleandro and Robert Loggia.'],
};
const SONG: PageFixture = {
  id: '2wiki-p00263',
  title: "I Can't See Myself Leaving You",
  sentences: ['"I Can\'t See Myself Leaving You" is a song written by Ronnie Shannon and performed by Aretha Franklin.'],
};

describe('resolveHop: one hop of a relation chain, fine to coarse', () => {
  it('reads a triple first: "the second son of X and Y" gives the father (first) and the mother (last)', () => {
    const candidates = candidateSet([LOTHAIR, ERMENGARDE], { 'Lothair II': ['p4'] });
    const lothair = hopEntity('Lothair II', candidates);
    const mother = resolveHop(lothair, 'mother', candidates);
    expect(mother).toMatchObject({ value: 'Ermengarde of Tours', granularity: 'triples' });
    expect(mother?.evidence[0]?.kind).toBe('triple');
    expect(resolveHop(lothair, 'father', candidates)?.value).toBe('Emperor Lothair I');
    // Ermengarde's own father, one hop further: "daughter of Hugh of Tours" names one parent only.
    expect(resolveHop(hopEntity('Ermengarde of Tours', candidates), 'father', candidates)?.value).toBe('Hugh of Tours');
  });

  it('a triple about another entity, or whose value is the entity itself, is not read', () => {
    const candidates = candidateSet([LOTHAIR], { 'Lothair II': ['p4'] });
    expect(fromTriples(hopEntity('Ermengarde of Tours', candidates), relationRule('mother'), candidates)).toBeUndefined();
  });

  it('without a triple, reads a sentence pattern of the entity\'s own page: place and date of birth, spouse', () => {
    const candidates = candidateSet([SYLVIA], { 'Sylvia Burka': [SYLVIA.id] });
    const sylvia = hopEntity('Sylvia Burka', candidates);
    expect(resolveHop(sylvia, 'place of birth', candidates)).toMatchObject({ value: 'Winnipeg', granularity: 'sentences' });
    expect(resolveHop(sylvia, 'date of birth', candidates)?.value).toMatch(/1954/);
    const spouse = resolveHop(sylvia, 'spouse', candidates);
    expect(spouse).toMatchObject({ value: 'Jocelyn Lovell', granularity: 'sentences' });
    expect(spouse?.evidence[0]?.id).toBe(`${SYLVIA.id}#s1`);
  });

  it('reads a sentence of another page only when it names the entity', () => {
    const candidates = candidateSet([GABY, SONG]);
    expect(fromSentences(hopEntity('Gaby: A True Story', candidates), relationRule('director'), candidates)?.value).toBe('Luis Mandoki');
    // "performed by", not "written by": the performer rule skips the writer.
    expect(fromSentences(hopEntity("I Can't See Myself Leaving You", candidates), relationRule('performer'), candidates)?.value).toBe('Aretha Franklin');
    expect(fromSentences(hopEntity('Some Other Film', candidates), relationRule('director'), candidates)).toBeUndefined();
  });

  it('falls back to the entity\'s page as a whole: its first date for a release date', () => {
    const page: PageFixture = { id: 'p-blood', title: 'Blood Street', sentences: ['Blood Street is a 1988 action film set in Chicago.'] };
    const candidates = candidateSet([page], { 'Blood Street': [page.id] });
    const blood = hopEntity('Blood Street', candidates);
    expect(fromSentences(blood, relationRule('release date'), candidates)).toBeUndefined();
    expect(fromPassages(blood, relationRule('release date'), candidates)).toMatchObject({ value: '1988', granularity: 'passages' });
    expect(resolveHop(blood, 'release date', candidates)?.granularity).toBe('passages');
    // A relation read only from sentences has no page fallback.
    expect(fromPassages(blood, relationRule('director'), candidates)).toBeUndefined();
  });

  it('with lexicon none, a relation is read from its own words only', () => {
    const candidates = candidateSet([GABY], { 'Gaby: A True Story': [GABY.id] });
    const gaby = hopEntity('Gaby: A True Story', candidates);
    // "directed by" is the table's knowledge; the relation's own word "director" is not in the sentence.
    expect(resolveHop(gaby, 'director', candidates)?.value).toBe('Luis Mandoki');
    expect(resolveHop(gaby, 'director', candidates, { lexicon: 'none', answerType: 'person' })).toBeUndefined();
    const written: PageFixture = { id: 'p-x', title: 'Gaby: A True Story', sentences: ['The director of Gaby: A True Story was Luis Mandoki.'] };
    const withWord = candidateSet([written], { 'Gaby: A True Story': [written.id] });
    expect(resolveHop(hopEntity('Gaby: A True Story', withWord), 'director', withWord, { lexicon: 'none', answerType: 'person' })?.value).toBe('Luis Mandoki');
  });

  it('spaces a dash glued between a place and a date', () => {
    expect(spacedDashes('Oklahoma City, Oklahoma-April 7, 1988')).toBe('Oklahoma City, Oklahoma – April 7, 1988');
    expect(spacedDashes('1901–Paris')).toBe('1901 – Paris');
  });
});
