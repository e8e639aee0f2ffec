import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../src/nlp/analyze-passage.js';
import { leadNameSpan } from '../../../src/nlp/lead-name-span.js';
import { tokenizePassage } from '../../../src/nlp/tokenize-passage.js';

const spanOf = (text: string): string | undefined => leadNameSpan(tokenizePassage(text)[0]!);

describe('leadNameSpan: the title-case name a first sentence defines', () => {
  it('reads names of works and bodies the tagger reads as clauses or misses (sentences from the HotpotQA corpus)', () => {
    expect(spanOf('Finding the Sun is a one-act play by American playwright Edward Albee.')).toBe('Finding the Sun');
    expect(spanOf('I Die for You Today is the 22nd single overall from Alphaville.')).toBe('I Die for You Today');
    expect(spanOf('Simon & Simon is an American detective television series that originally ran from 1981 to 1989.')).toBe('Simon & Simon');
    expect(spanOf('Nanda Devi is the second highest mountain in India.')).toBe('Nanda Devi');
  });

  it('stops at an aside closed right before the verb, in brackets or between commas', () => {
    expect(spanOf('Escape from the Dark (American title: The Littlest Horse Thieves) is a 1976 British-American family drama film.')).toBe('Escape from the Dark');
    expect(spanOf('Bangalore University, or BU, is a public state university that is located in Bengaluru.')).toBe('Bangalore University');
    expect(spanOf('The 7 Habits of Highly Effective People, first published in 1988, is a business and self-help book.')).toBe('The 7 Habits of Highly Effective People');
    expect(spanOf('The Clinton Foundation (founded in 1997), and from 2013 to 2015, briefly the Bill, Hillary and Chelsea Clinton Foundation, is a charity.')).toBe('The Clinton Foundation');
    // Words other than an aside between the name and the verb: the sentence has another shape.
    expect(spanOf('Paris (France) hosted the games and is a city of culture.')).toBeUndefined();
  });

  it('finds nothing in sentences that define no name', () => {
    expect(spanOf('It is a village in Poland.')).toBeUndefined();
    expect(spanOf('The film is a drama.')).toBeUndefined();
    expect(spanOf('I was a young man then.')).toBeUndefined();
    expect(spanOf('In 1990 the band was a trio.')).toBeUndefined();
    expect(spanOf('After 1990 Smith was a member of the band.')).toBeUndefined();
    expect(spanOf('Jehovah\'s Witnesses are perhaps best known for their preaching.')).toBeUndefined();
    expect(spanOf('Despite Martin Luther\'s harsh polemics, theologians are the ones who agree.')).toBeUndefined();
  });

  it('makes an untitled passage about the name, and its later "it" refers to it; a titled passage keeps its title', () => {
    const untitled = analyzePassage({ text: 'Finding the Sun is a one-act play by American playwright Edward Albee. It premiered in 1983.' });
    expect(untitled.topic).toBe('Finding the Sun');
    const titled = analyzePassage({ title: 'Finding the Sun (play)', text: 'Finding the Sun is a one-act play by American playwright Edward Albee.' });
    expect(titled.topic).toBeUndefined();
  });

  it('is the whole name when the tagger read only its first or last words as the subject (2WikiMultiHopQA leads)', () => {
    expect(analyzePassage({ text: 'Girl from Hong Kong is a 1961 West German romance film directed by Frank Wisbar.' }).topic).toBe('Girl from Hong Kong');
    expect(analyzePassage({ text: 'House of the Black Death is a 1965 American horror film directed by Harold Daniels.' }).topic).toBe('House of the Black Death');
    expect(analyzePassage({ text: 'No Greater Glory is a 1934 American Pre-Code allegorical anti-war film.' }).topic).toBe('No Greater Glory');
    expect(analyzePassage({ text: 'Four Days in November is a 1964 American documentary film directed by Mel Stuart.' }).topic).toBe('Four Days in November');
    // The tagger's subject stays when the span says no more, or when words before it do not open a name.
    expect(analyzePassage({ text: 'Lothair II (835 –) was the king of Lotharingia from 855 until his death.' }).topic).toBe('Lothair II');
    expect(analyzePassage({ text: 'After 1990 Smith was a member of the band.' }).topic).toBeUndefined();
  });
});
