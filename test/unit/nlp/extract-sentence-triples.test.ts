import { describe, expect, it } from 'vitest';
import { extractSentenceTriples } from '../../../src/nlp/index.js';
import { find, render } from './triple-helpers.js';

// Sentences marked "2Wiki" are copied from 2WikiMultiHopQA (Apache-2.0); the others are made up.

describe('extractSentenceTriples: copula', () => {
  it('reads "X is the father of Y" and "X is an American actor"', () => {
    const triples = render(extractSentenceTriples('Olof Palme was the father of Mårten Palme. Tom Hanks is an American actor.'));
    expect(triples).toContain('Olof Palme | was the father of | Mårten Palme');
    expect(triples).toContain('Tom Hanks | is | American actor');
    expect(triples).toContain('Tom Hanks | is | American');
  });

  it('reads coordinated descriptions and styled names (2Wiki)', () => {
    const triples = render(extractSentenceTriples('Hugh was the son of Odo III, Duke of Burgundy and Alice de Vergy.'));
    expect(triples).toContain('Hugh | was the son of | Odo III, Duke of Burgundy');
    expect(triples).toContain('Hugh | was the son of | Alice de Vergy');
  });
});

describe('extractSentenceTriples: passive and reduced relatives', () => {
  it('attaches "directed by" after a film description to the film, with its year (2Wiki)', () => {
    const triples = extractSentenceTriples(
      "Spring Handicap is a 1937 British comedy film directed by Herbert Brenon and starring Will Fyffe, Maire O'Neill and Billy Milton.",
      { title: 'Spring Handicap' },
    );
    const directed = find(triples, 'Spring Handicap', 'directed by', 'Herbert Brenon');
    expect(directed?.rule).toBe('passive-agent');
    expect(directed?.passive).toBe(true);
    expect(render(triples)).toEqual(
      expect.arrayContaining([
        'Spring Handicap | is | British comedy film',
        'Spring Handicap | film from | 1937',
        'Spring Handicap | starring | Will Fyffe',
        "Spring Handicap | starring | Maire O'Neill",
        'Spring Handicap | starring | Billy Milton',
      ]),
    );
  });

  it('reads the example of the brief', () => {
    const triples = render(extractSentenceTriples('Polish Wedding is a 1998 American drama film directed by Theresa Connelly.'));
    expect(triples).toContain('Polish Wedding | directed by | Theresa Connelly');
    expect(triples).toContain('Polish Wedding | is | American drama film');
  });

  it('splits coordinated participles and objects', () => {
    const triples = render(extractSentenceTriples('Google was founded by Larry Page and Sergey Brin. Hellraiser: Revelations is a 2011 American horror film written and directed by Víctor García.'));
    expect(triples).toContain('Google | was founded by | Larry Page');
    expect(triples).toContain('Google | was founded by | Sergey Brin');
    expect(triples).toContain('Hellraiser: Revelations | written by | Víctor García');
    expect(triples).toContain('Hellraiser: Revelations | directed by | Víctor García');
  });
});

describe('extractSentenceTriples: birth and death', () => {
  it('reads "(born DATE in PLACE)" (2Wiki)', () => {
    const triples = extractSentenceTriples('Jim Wynorski (born August 14, 1950 in Glen Cove, Long Island, New York) is an American screenwriter, director, and producer.');
    expect(render(triples)).toEqual(expect.arrayContaining(['Jim Wynorski | born on | August 14, 1950', 'Jim Wynorski | born in | Glen Cove']));
    expect(find(triples, 'Jim Wynorski', 'born on', 'August 14, 1950')?.rule).toBe('life-dates');
  });

  it('reads "(DATE – DATE)" and "(died DATE)" (2Wiki)', () => {
    expect(render(extractSentenceTriples('Marie Zéphyrine of France (26 August 1750 – 2 September 1755) was a French princess.'))).toEqual(
      expect.arrayContaining(['Marie Zéphyrine of France | born on | 26 August 1750', 'Marie Zéphyrine of France | died on | 2 September 1755']),
    );
    expect(render(extractSentenceTriples('Teutberga( died 11 November 875) was a queen of Lotharingia by marriage to Lothair II.'))).toEqual(
      expect.arrayContaining(['Teutberga | died on | 11 November 875', 'Teutberga | was a queen of | Lotharingia']),
    );
  });

  it('reads "was born in" and "died in" with a pronoun subject and verb coordination (2Wiki)', () => {
    const triples = extractSentenceTriples('He was born in Magdeburg, Germany and died in Baden- Baden, Germany.', { title: 'Carl Boese' });
    expect(render(triples)).toEqual(
      expect.arrayContaining(['Carl Boese | was born in | Magdeburg', 'Carl Boese | was born in | Magdeburg, Germany', 'Carl Boese | died in | Baden-Baden']),
    );
    expect(find(triples, 'Carl Boese', 'was born in', 'Magdeburg')?.rule).toBe('born');
    expect(find(triples, 'Carl Boese', 'died in', 'Baden-Baden')?.rule).toBe('died');
  });

  it('reads dates after "died on" together with the place', () => {
    expect(render(extractSentenceTriples('She died on 20 March 851 in Erstein.', { title: 'Ermengarde of Tours' }))).toEqual(
      expect.arrayContaining(['Ermengarde of Tours | died on | 20 March 851', 'Ermengarde of Tours | died in | Erstein']),
    );
  });
});

describe('extractSentenceTriples: appositive, possessive, marriage', () => {
  it('reads an appositive description', () => {
    const triples = extractSentenceTriples('Gianni Versace, an Italian designer, founded Versace in 1978.');
    expect(find(triples, 'Gianni Versace', 'is', 'Italian designer')?.rule).toBe('appositive');
    expect(render(triples)).toContain('Gianni Versace | founded | Versace');
  });

  it('uses the (possessor, relation noun, value) convention (2Wiki)', () => {
    const triples = extractSentenceTriples("Raghnall's father, Ruaidhrí Mac Ruaidhrí, appears to have been slain in 1318, at a time when Raghnall may have been under age.");
    expect(find(triples, 'Raghnall', 'father', 'Ruaidhrí Mac Ruaidhrí')?.rule).toBe('possessive');
    expect(render(extractSentenceTriples('Her mother was Ermengarde of Tours.', { title: 'Gisela' }))).toContain('Gisela | mother | Ermengarde of Tours');
  });

  it('reads "married" although wink tags it ADJ, and the possessed object (2Wiki)', () => {
    expect(render(extractSentenceTriples('Anna Smith married Bob Jones in 1950.'))).toContain('Anna Smith | married | Bob Jones');
    const triples = render(extractSentenceTriples("When Guy died, Hugh married Guy's widow, Marozia."));
    expect(triples).toContain('Hugh | married | Marozia');
    expect(triples).toContain('Guy | widow | Marozia');
    expect(render(extractSentenceTriples('He was married to Teutberga, daughter of Boso the Elder.', { title: 'Lothair II' }))).toEqual(
      expect.arrayContaining(['Lothair II | was married to | Teutberga', 'Teutberga | is daughter of | Boso the Elder']),
    );
  });

  it('reads "stars" as a verb', () => {
    expect(render(extractSentenceTriples('It stars Paul Newman, Dwight Schultz and Bonnie Bedelia.', { title: 'Fat Man and Little Boy' }))).toEqual([
      'Fat Man and Little Boy | stars | Paul Newman',
      'Fat Man and Little Boy | stars | Dwight Schultz',
      'Fat Man and Little Boy | stars | Bonnie Bedelia',
    ]);
  });

  it('keeps quoted titles whole', () => {
    expect(render(extractSentenceTriples('"Fine by Me" is a song by Chris Brown.'))).toContain('Fine by Me | is a song by | Chris Brown');
  });
});

describe('extractSentenceTriples: flags, pronouns, confidence', () => {
  it('flags negation and drops do-support', () => {
    const [married] = extractSentenceTriples('John Smith did not marry Mary Jones.');
    expect(married).toMatchObject({ subject: 'John Smith', relation: 'marry', object: 'Mary Jones', negated: true });
    const [visited] = extractSentenceTriples('Henry Ford never visited Paris.');
    expect(visited).toMatchObject({ relation: 'visited', negated: true });
    expect(extractSentenceTriples('Anna Smith married Bob Jones.')[0]?.negated).toBe(false);
  });

  it('replaces pronoun subjects by the title, and drops them without one', () => {
    expect(render(extractSentenceTriples('She married Bob Jones.', { title: 'Anna Smith' }))).toEqual(['Anna Smith | married | Bob Jones']);
    expect(extractSentenceTriples('She married Bob Jones.')).toEqual([]);
  });

  it('replaces a title with its disambiguator when the name is the title', () => {
    expect(render(extractSentenceTriples('Illusions is a 1982 film directed by Julie Dash.', { title: 'Illusions (1982 film)' }))).toContain('Illusions (1982 film) | directed by | Julie Dash');
  });

  it('ranks name-to-name triples above class-noun ones, within [0, 1]', () => {
    const triples = extractSentenceTriples('Gianni Versace founded Versace and opened a shop in Milan.');
    for (const triple of triples) {
      expect(triple.confidence).toBeGreaterThanOrEqual(0);
      expect(triple.confidence).toBeLessThanOrEqual(1);
    }
    const named = find(triples, 'Gianni Versace', 'founded', 'Versace');
    const classNoun = find(triples, 'Gianni Versace', 'opened a shop in', 'Milan') ?? find(triples, 'Gianni Versace', 'opened', 'shop');
    expect(named).toBeDefined();
    if (classNoun && classNoun.object === 'shop') expect(named!.confidence).toBeGreaterThan(classNoun.confidence);
  });
});
