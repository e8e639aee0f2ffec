import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../src/nlp/index.js';
import { isPleonasticIt } from '../../../src/nlp/pleonastic-it.js';
import { tokenizePassage } from '../../../src/nlp/tokenize-passage.js';
import { render } from './triple-helpers.js';

function triplesOf(passage: { title?: string; text: string }): string[] {
  return render(analyzePassage(passage).sentences.flatMap((sentence) => sentence.triples));
}

function referencesOf(passage: { title?: string; text: string }): string[] {
  return analyzePassage(passage).sentences.flatMap((sentence) => (sentence.references ?? []).map((reference) => `${reference.surface} -> ${reference.entity}`));
}

function pleonastic(sentence: string): boolean {
  const tokens = tokenizePassage(sentence).flat();
  return isPleonasticIt(tokens, tokens.findIndex((token) => token.lower === 'it'));
}

describe('reference resolution in passage analysis (untitled passages: no title to lean on)', () => {
  // Source: MuSiQue (CC BY 4.0), passage "Columbia River" (shortened).
  const river = {
    text: 'The Columbia River is the largest river in the Pacific Northwest region of North America. It flows northwest and then south into the US state of Washington. The river is long, and its largest tributary is the Snake River.',
  };

  it('reads "it", "its" and "the river" as the lead subject described as a river', () => {
    expect(referencesOf(river)).toEqual(['It -> Columbia River', 'The river -> Columbia River', 'its -> Columbia River']);
    const sentences = analyzePassage(river).sentences;
    expect(sentences[1]?.mentions).toContain('Columbia River');
    expect(sentences[2]?.mentions).toContain('Columbia River');
  });

  it('reads "its" in "Its chief engineer is Ada Park." as the company the lead sentence describes, keeping the surface form', () => {
    const analysis = analyzePassage({ text: 'Acme Corporation is an American engineering company founded in 1950. Its chief engineer is Ada Park. The company moved to Boston in 1990.' });
    const triples = analysis.sentences.flatMap((sentence) => sentence.triples);
    const engineer = triples.find((triple) => triple.relation === 'chief engineer');
    expect(engineer).toMatchObject({ subject: 'Acme Corporation', subjectSurface: 'Its', object: 'Ada Park' });
    expect(render(triples)).toContain('Acme Corporation | moved to | Boston');
    expect(analysis.sentences[1]?.mentions).toEqual(expect.arrayContaining(['Ada Park', 'Acme Corporation']));
  });

  it('reads "he" as a lead subject with life dates (a person)', () => {
    // Source: MuSiQue (CC BY 4.0), passage "Walter Storp".
    const triples = triplesOf({ text: "Walter Storp (2 February 1910 – 9 August 1981) was a German bomber pilot and commander of several bomber wings during World War II. He was a recipient of the Knight's Cross of the Iron Cross with Oak Leaves." });
    expect(triples).toContain('Walter Storp | was a recipient of | Knight');
  });

  it('reads "her" as the one person named before it when the topic is a song, and "it" as the song', () => {
    // Source: MuSiQue (CC BY 4.0), passage "Catch You".
    const passage = { text: '"Catch You" is a song by the British recording artist Sophie Ellis-Bextor for her third album, "Trip the Light Fantastic" (2007). It was written by Cathy Dennis, Rhys Barker and Greg Kurstin and produced by Kurstin.' };
    const triples = triplesOf(passage);
    expect(triples).toContain('Sophie Ellis-Bextor | third album | Trip the Light Fantastic');
    expect(triples).toContain('Catch You | was written by | Cathy Dennis');
  });

  it('does not read "it" as a person, nor "she" as a film', () => {
    const references = referencesOf({ text: 'Audrey Hepburn (4 May 1929 – 20 January 1993) was a British actress. She starred in Roman Holiday. It won three Academy Awards.' });
    expect(references).toEqual(['She -> Audrey Hepburn']);
    const film = referencesOf({ text: 'Krush Groove is a 1985 American film by Warner Bros. She was not in it.' });
    expect(film.some((reference) => reference.startsWith('She'))).toBe(false);
  });

  it('leaves a pronoun unresolved when another entity named after the candidate could be its referent', () => {
    // Source: MuSiQue (CC BY 4.0), passage "Krush Groove": "his" is Blair Underwood's, not the producer's.
    const references = referencesOf({ text: 'Krush Groove is a 1985 American film by Warner Bros. This film is based on the early days of Def Jam Recordings and up-and-coming record producer Russell Simmons, portrayed by Blair Underwood in his feature film debut.' });
    expect(references.filter((reference) => reference.startsWith('his'))).toEqual([]);
  });

  it('reads references in textual order, so "she" sets the sex before "his" is read', () => {
    // Source: 2WikiMultiHopQA (Apache-2.0), passage "Archduchess Maria Anna of Austria (1835–1840)" (shortened, title dropped).
    const references = referencesOf({ text: 'Maria Anna of Austria (27 October 1835 – 5 February 1840) was an archduchess. She was the only daughter of Archduke Franz Karl of Austria and his wife, Princess Sophie of Bavaria.' });
    expect(references).toContain('She -> Maria Anna of Austria');
    expect(references.filter((reference) => reference.startsWith('his'))).toEqual([]);
  });

  it('leaves "he" unresolved when two people compete and the passage has no topic to prefer', () => {
    const references = referencesOf({ text: 'In 1990 the actor Tom Baker met the director John Smith in Paris. He later moved to Rome.' });
    expect(references).toEqual([]);
  });

  it('does not read a second "he" as the father when the first "he" of the passage was not resolved', () => {
    // Source: MuSiQue (CC BY 4.0), passage "Trevor Stamp, 3rd Baron Stamp" (its name appears only in the title).
    const references = referencesOf({ text: 'He was the son of Josiah Stamp, 1st Baron Stamp. He succeeded his brother and father as Baron Stamp when they were killed during the war.' });
    expect(references).toEqual([]);
  });

  it('reads "the film" only as the topic, and not when another entity shares the description', () => {
    // Source: MuSiQue (CC BY 4.0), passage "Puritan Passions" (shortened).
    expect(triplesOf({ text: 'Puritan Passions is a 1923 silent film directed by Frank Tuttle. The film stars Glenn Hunter and Mary Astor.' })).toContain('Puritan Passions | stars | Glenn Hunter');
    const one = referencesOf({ text: 'Addicted is a 2008 song by Ace Young. The song was written by Desmond Child.' });
    expect(one).toContain('The song -> Addicted');
    const two = referencesOf({ text: 'Addicted is a 2008 song by Ace Young. Blue Monday, a song by Tom Baker, was released in 2006. The song was written by Desmond Child.' });
    expect(two.filter((reference) => reference.startsWith('The song'))).toEqual([]);
  });

  it('does not resolve pleonastic "it"', () => {
    expect(referencesOf({ text: 'Springfield is a small town in Ohio. It is raining in the valley. It was reported that the mill had closed.' })).toEqual([]);
    expect(pleonastic('It is raining.')).toBe(true);
    expect(pleonastic('It was reported that the king died.')).toBe(true);
    expect(pleonastic('It is possible to see the coast.')).toBe(true);
    expect(pleonastic('It seems that he left.')).toBe(true);
    expect(pleonastic('It was only in 1989 that the union admitted it.')).toBe(true);
    expect(pleonastic('It was released to critical acclaim.')).toBe(false);
    expect(pleonastic('It is similar to Paris.')).toBe(false);
    expect(pleonastic('It is believed to be the oldest church.')).toBe(false);
  });

  it('gives a passage the same resolutions whatever was analysed before it', () => {
    const alone = analyzePassage(river);
    analyzePassage({ text: 'Anna Smith is a painter. She married Bob Jones. The river flows into it.' });
    expect(analyzePassage(river)).toEqual(alone);
  });
});

describe('reference resolution in titled passages', () => {
  it('reads "the film" as the title from its disambiguator, and then "it" as the film', () => {
    // Source: MuSiQue (CC BY 4.0), passage "My Fair Lady (film)".
    const analysis = analyzePassage({
      title: 'My Fair Lady (film)',
      text: 'The film stars Audrey Hepburn as Eliza Doolittle and Rex Harrison as Henry Higgins. A critical and commercial success, it won eight Academy Awards.',
    });
    expect(render(analysis.sentences[0]?.triples ?? [])).toContain('My Fair Lady (film) | stars | Audrey Hepburn');
    expect(analysis.sentences[1]?.mentions).toContain('My Fair Lady (film)');
  });

  it('reads "he" as the title after a lead sentence that names him under other names', () => {
    // Source: MuSiQue (CC BY 4.0), passage "Charlemagne" (shortened).
    const triples = triplesOf({
      title: 'Charlemagne',
      text: 'Charlemagne or Charles the Great (2 April 742 – 28 January 814), numbered Charles I, was King of the Franks from 768. He united much of Europe during the early Middle Ages.',
    });
    expect(triples).toContain('Charlemagne | united | much');
  });
});
