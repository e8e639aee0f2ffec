import { describe, expect, it } from 'vitest';
import { readSentence } from '../../../src/answer/answer-candidates.js';
import { readExpectedAnswer } from '../../../src/answer/expected-answer.js';
import { contentStems, questionTerms } from '../../../src/answer/question-terms.js';
import { answerTextOf, readAnswers, typeFitOf, type EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

function read(question: string, evidence: EvidenceSentence[], mustMention?: string[]) {
  return readAnswers(readExpectedAnswer(question), evidence, { terms: questionTerms(question), excludeStems: contentStems(question), ...(mustMention ? { mustMention } : {}) });
}

// Sentences from ../shared/datasets/{musique,hotpotqa,2wiki}/corpus.jsonl.
describe('answer spans of a sentence', () => {
  it('types names by their own class word, a describing noun, life dates, or a quoted title', () => {
    const journal = readSentence('The Journal of Psychotherapy Integration is a peer-reviewed academic journal published by the American Psychological Association.');
    expect(journal.spans.find((span) => span.text === 'American Psychological Association')?.fit.organisation).toBe(1);
    const temple = readSentence('Shirley Temple Black (April 23, 1928 – February 10, 2014) was an American actress, singer, dancer, businesswoman, and diplomat who served as Chief of Protocol of the United States.');
    expect(temple.spans.find((span) => span.text === 'Shirley Temple Black')?.fit.person).toBe(1);
    expect(temple.spans.filter((span) => span.kind === 'date').map((span) => span.text)).toEqual(['April 23, 1928', 'February 10, 2014']);
    const movies = readSentence('A number of movies, such as "Maximum Overdrive" (1986), "Domestic Disturbance" (2001), and "We\'re the Millers" (2013) have been filmed there.');
    const overdrive = movies.spans.find((span) => span.text.includes('Maximum Overdrive'));
    expect(overdrive?.fit.person).toBeLessThan(0.5);
    expect(overdrive?.fit['noun-phrase']).toBeGreaterThan(0.5);
  });
});

describe('what a name is, from its own words and what follows it', () => {
  // ../shared/datasets/musique/corpus.jsonl (the pages of Naomie Harris, Harris W. Fawell, FleetBoston, Damerjog).
  it('a name with a person\'s dates after it is no place, nor is the name a comma joins to it', () => {
    const harris = readSentence('Naomie Melanie Harris, OBE (born 6 September 1976) is an English actress.');
    const names = harris.spans.filter((span) => span.kind === 'name');
    expect(names.map((span) => span.text)).toEqual(['Naomie Melanie Harris', 'OBE']);
    for (const name of names) expect(name.fit.place).toBeLessThan(0.2);
    expect(names[0]?.holdsPlace ?? false).toBe(false);
    expect(names[1]?.holdsPlace ?? false).toBe(false);
    // "born in Columbus, Ohio" still reads as a chain of places.
    const ohio = readSentence('He was born in Columbus, Ohio, in 1950.');
    expect(ohio.spans.find((span) => span.text === 'Ohio')?.holdsPlace).toBe(true);
  });

  it('a class noun before "of" heads the name ("North Central College of Naperville" is an organisation)', () => {
    const fawell = readSentence('He attended North Central College of Naperville 1947–1949 and received his LL.B from Chicago-Kent College of Law.');
    for (const text of ['North Central College of Naperville', 'Chicago-Kent College of Law']) {
      const span = fawell.spans.find((candidate) => candidate.text === text);
      expect(span?.fit.organisation).toBe(1);
      expect(span?.fit.place).toBeLessThan(0.5);
    }
  });

  it('a name after "in" or "at" is seldom a person', () => {
    const lessing = readSentence('Written in 1755 while the author was living in Potsdam, it is seen by many scholars to be one of the first bourgeois tragedies.');
    expect(lessing.spans.find((span) => span.text === 'Potsdam')?.fit.person).toBeLessThanOrEqual(0.3);
    // A person's describing noun still says person.
    const actor = readSentence('The role went to the actor Tom Hanks in 1994.');
    expect(actor.spans.find((span) => span.text === 'Tom Hanks')?.fit.person).toBeGreaterThan(0.5);
  });

  it('an event ("the Battle of Grünberg") or a name of capitals alone ("NRHP") is no place; "USA" still is', () => {
    // ../shared/datasets/musique/corpus.jsonl (the pages of the Siege of Cassel and of Pocahontas Mounds).
    const siege = readSentence('Brunswick lifted the siege after forces of the Duc de Broglie inflicted heavy casualties on his forces at the Battle of Grünberg.');
    expect(siege.spans.find((span) => span.text === 'Battle of Grünberg')?.fit.place).toBeLessThanOrEqual(0.2);
    const mounds = readSentence('Two mounds from the site were added to the NRHP on two separate occasions.');
    expect(mounds.spans.find((span) => span.text === 'NRHP')?.fit.place).toBeLessThanOrEqual(0.2);
    const usa = readSentence('He moved to the USA in 1990.');
    expect(usa.spans.find((span) => span.text === 'USA')?.fit.place).toBeGreaterThanOrEqual(0.8);
  });

  it('leaves out a lower-case or hyphenated describing word before the name', () => {
    const fleet = readSentence('FleetBoston was acquired by Charlotte-based Bank of America in 2004.');
    expect(fleet.spans.filter((span) => span.kind === 'name').map((span) => span.text)).toContain('Bank of America');
    const damerjog = readSentence('Damerjog or Damerdjog () is a small village located in eastern Djibouti.');
    expect(damerjog.spans.filter((span) => span.kind === 'name').map((span) => span.text)).toContain('Djibouti');
  });

  it('a demonym stands for its country when the question asks for a country', () => {
    const dai = readSentence("Dai Jitao or Tai Chi-t'ao (; January 6, 1891 – February 21, 1949) was a Chinese journalist.");
    const chinese = dai.spans.find((span) => span.text === 'Chinese');
    expect(chinese?.country).toBe('China');
    const country = readExpectedAnswer('What country is Dai Jitao from?');
    expect(typeFitOf(chinese!, country, dai)).toBeGreaterThanOrEqual(0.7);
    expect(answerTextOf(chinese!, country)).toBe('China');
    // Not for another level, nor for a nationality, which the demonym itself answers.
    expect(typeFitOf(chinese!, readExpectedAnswer('What city is Dai Jitao from?'), dai)).toBeLessThan(0.5);
    expect(answerTextOf(chinese!, readExpectedAnswer('What nationality is Dai Jitao?'))).toBe('Chinese');
  });
});

describe('a capitalized noun before a name', () => {
  it('is the name\'s first word ("the City University of New York"), a person\'s title is not read so', () => {
    // ../shared/datasets/musique/corpus.jsonl, the page of Brooklyn College.
    const cuny = readSentence('It is part of the City University of New York.');
    expect(cuny.spans.filter((span) => span.kind === 'name').map((span) => span.text)).toEqual(['City University of New York']);
    const actor = readSentence('The film stars the actor Tom Hanks.');
    expect(actor.spans.find((span) => span.kind === 'name')?.text).toBe('Tom Hanks');
  });
});

describe('a name headed by a place noun of another level', () => {
  it('fits "what state" less than the state the sentence names, unless it is plural or a country by another name', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p02953 (Dodge City Regional Airport).
    const airport = read('In what state is Dodge City Regional Airport?', [sentence('a#s0', 'Dodge City Regional Airport', 'Dodge City Regional Airport is three miles east of Dodge City, in Ford County, Kansas.')]);
    expect(airport[0]?.text).toBe('Kansas');
    expect(airport.find((answer) => answer.text === 'Ford County')!.typeFit).toBeLessThan(airport[0]!.typeFit);
    const ottoman = readSentence('He was a prince of the Ottoman Empire.');
    const empire = ottoman.spans.find((span) => span.text === 'Ottoman Empire')!;
    expect(typeFitOf(empire, readExpectedAnswer('Which country is he from?'), ottoman)).toBeGreaterThanOrEqual(empire.fit.place ?? 0);
  });
});

describe('a name headed by the asked-for level noun', () => {
  it('is of that level wherever it stands in a chain, and a country is of no narrower level', () => {
    // ../shared/datasets/musique/corpus.jsonl, musique-p01919 (Johnnycake, West Virginia).
    const johnnycake = readSentence('Johnnycake is an unincorporated community in McDowell County, West Virginia, United States.');
    const fit = (name: string, question: string) => typeFitOf(johnnycake.spans.find((span) => span.text === name)!, readExpectedAnswer(question), johnnycake);
    expect(fit('McDowell County', 'In what county is Johnnycake?')).toBe(1);
    expect(fit('United States', 'In what county is Johnnycake?')).toBeLessThan(0.9);
    expect(fit('West Virginia', 'In what county is Johnnycake?')).toBeLessThan(1);
    // Still a country where one is asked; and "United States", plural, heads no state.
    expect(fit('United States', 'In what country is Johnnycake?')).toBe(1);
    expect(fit('United States', 'In what state is Johnnycake?')).toBeLessThan(fit('West Virginia', 'In what state is Johnnycake?'));
  });
});

describe('the level of a place in a chain of places', () => {
  // ../shared/datasets/2wiki/corpus.jsonl (Jim Wynorski, Denys Desjardins).
  const wynorski = 'Jim Wynorski (born August 14, 1950 in Glen Cove, Long Island, New York) is an American screenwriter, director, and producer.';
  it('marks the narrower and the wider places of "Glen Cove, Long Island, New York"', () => {
    const spans = readSentence(wynorski).spans.filter((span) => ['Glen Cove', 'Long Island', 'New York'].includes(span.text));
    expect(spans.map((span) => [span.text, Boolean(span.inPlace), Boolean(span.holdsPlace)])).toEqual([
      ['Glen Cove', true, false],
      ['Long Island', true, true],
      ['New York', false, true],
    ]);
  });

  it('"where" asks for the narrowest place, "what state" for a wider one', () => {
    const born = read('Where was Jim Wynorski born?', [sentence('w#s0', 'Jim Wynorski', wynorski)]);
    expect(born[0]?.text).toBe('Glen Cove');
    const desjardins = read('Where was Denys Desjardins born?', [sentence('d#s0', 'Denys Desjardins', 'Denys Desjardins (born 1966 in Montreal, Quebec), is a film director, screenwriter, cinematographer, editor and film historian for more than twenty years.')]);
    expect(desjardins[0]?.text).toBe('Montreal');
    const state = read('In what state was Denys Desjardins born?', [sentence('d#s0', 'Denys Desjardins', 'Denys Desjardins (born 1966 in Montreal, Quebec), is a film director.')]);
    expect(state[0]?.text).toBe('Quebec');
  });

  it('reads names in a list ("starring A, B and C") as names, not as a chain of places', () => {
    // ../shared/datasets/2wiki/corpus.jsonl (Three Lucky Fools).
    const cast = readSentence('Three Lucky Fools is a 1933 French-Italian comedy film directed by Mario Bonnard and starring Tito Schipa, Eduardo De Filippo and Peppino De Filippo.');
    const schipa = cast.spans.find((span) => span.text === 'Tito Schipa');
    expect(schipa?.fit.place ?? 0).toBeLessThan(0.5);
    expect(schipa?.inPlace).toBeFalsy();
    const list = readSentence('The band toured Paris, Lyon and Marseille.').spans.find((span) => span.text === 'Paris');
    expect(list?.inPlace).toBeFalsy();
    // A chain of places stays one.
    expect(readSentence(wynorski).spans.find((span) => span.text === 'Glen Cove')?.fit.place).toBeGreaterThanOrEqual(0.8);
  });
});

describe('the end of a date range, and capitalized describing words', () => {
  // ../shared/datasets/hotpotqa/corpus.jsonl
  const olsen = sentence('o#s0', 'Carsten Olsen', 'Carsten Erik Olsen (March 1, 1891 – August 19, 1974) was a Danish plant ecologist and plant physiologist, who pioneered the study of pH.');
  it('marks the two dates of a range and reads the end a question asks for', () => {
    const dates = readSentence(olsen.text).spans.filter((span) => span.kind === 'date');
    expect(dates.map((span) => [span.text, Boolean(span.rangeStart), Boolean(span.rangeEnd)])).toEqual([
      ['March 1, 1891', true, false],
      ['August 19, 1974', false, true],
    ]);
    expect(read('In what year did the Danish plant ecologist Carsten Olsen die?', [olsen])[0]?.text).toBe('1974');
    expect(read('In what year was the Danish plant ecologist Carsten Olsen born?', [olsen])[0]?.text).toBe('1891');
  });

  it('a nationality is a describing word or a place: not a position, a band or a common noun phrase', () => {
    const aguero = sentence('a#s0', 'Sergio Agüero', 'Sergio Leonel Agüero is an Argentine professional footballer who plays as a striker for Premier League club Manchester City.');
    expect(read('What nationality is Sergio Agüero?', [aguero])[0]?.text).toBe('Argentine');
    // A band is no nationality ("What nationality is the performer …" read "Whiskeytown" before).
    const adams = [
      sentence('r#s3', 'Ryan Adams', 'In 2000, Adams left Whiskeytown and released his debut solo album, "Heartbreaker", to critical acclaim.', 0),
      sentence('r#s0', 'Ryan Adams', 'David Ryan Adams (born November 5, 1974) is an American singer-songwriter, multi-instrumentalist, record producer and poet.', 1),
    ];
    expect(read('What nationality is Ryan Adams?', adams)[0]?.text).toBe('American');
    // Before, "Argentine" won here too. (The name still outranks "striker": any name fits a noun head at 0.7.)
    expect(read('What position did Sergio Agüero play?', [aguero])[0]?.text).not.toBe('Argentine');
  });
});

describe('readAnswers: type fit x coverage of the question x closeness', () => {
  it('answers from the sentence that covers the question, with a span of the expected type', () => {
    const question = 'Who was the first president of the American Psychological Association?';
    const answers = read(question, [
      sentence('p1#s0', 'Archives of Scientific Psychology', 'Archives of Scientific Psychology is an open access academic journal published by the American Psychological Association.', 0),
      sentence('p2#s3', 'Adolescence', 'Hall, who was the first president of the American Psychological Association, viewed adolescence primarily as a time of internal turmoil and upheaval (sturm und drang).', 1),
    ]);
    expect(answers[0]?.text).toBe('Hall');
    expect(answers[0]?.coverage).toBe(1);
    // The question's own name is never the answer.
    expect(answers.some((answer) => answer.text === 'American Psychological Association')).toBe(false);
  });

  it('prefers the expected type: a year for "in what year", not a number or a name', () => {
    const answers = read('The Adelaide Lightning that was formed in what year?', [
      sentence('p9#s1', 'Adelaide Lightning', 'The club was formed in 1993 and they play in the 8,000-seat Titanium Security Arena.'),
    ]);
    expect(answers[0]?.text).toBe('1993');
  });

  it('after a bridge, reads only sentences that mention it or are about it (the path)', () => {
    const question = 'What county shares a border with McDowell County?';
    const evidence = [
      sentence('a#s0', 'Linville Falls Tavern', "Linville Falls Tavern, now known as Famous Louise's Rock House Restaurant, is a historic tavern located at Linville Falls, Avery County and McDowell County, North Carolina.", 0),
      sentence('b#s0', 'Plumtree, North Carolina', 'Plumtree is an unincorporated community in Avery County, North Carolina, United States.', 1),
    ];
    const answers = read(question, evidence, ['McDowell County']);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.sentence.id === 'a#s0')).toBe(true);
    expect(answers[0]?.text).toBe('Avery County');
  });
});
