import { describe, expect, it } from 'vitest';
import { readSentence } from '../../../src/answer/answer-candidates.js';

// Sentences from ../shared/datasets (2Wiki's Billy Elliot page, MuSiQue's Kansas page).
describe('readSentence: the spans a sentence offers as answers', () => {
  it('keeps a capitalised word merely shaped like a person\'s noun in the name ("Tiger Aspect Pictures")', () => {
    const read = readSentence('Production was by Greg Brenman and Jon Finn, co-production by BBC Films, Tiger Aspect Pictures and Working Title Films.');
    const names = read.spans.filter((span) => span.kind === 'name').map((span) => span.text);
    expect(names).toContain('Tiger Aspect Pictures');
    expect(names).not.toContain('Aspect Pictures');
  });

  it('offers the number a label runs into in text flattened from an infobox, but not a name\'s small number', () => {
    const read = readSentence('Population Ranked 35th Total 2,913,123 (2017 est.) Density 35.1 / sq mi (13.5 / km) Ranked 40th');
    const numbers = read.spans.filter((span) => span.kind === 'number').map((span) => span.text);
    expect(numbers).toContain('2,913,123');
    expect(numbers).toContain('35.1');
    const apollo = readSentence('Apollo 11 was the spaceflight that first landed humans on the Moon.');
    expect(apollo.spans.filter((span) => span.kind === 'number').map((span) => span.text)).not.toContain('11');
  });

  // ../shared/datasets/2wiki (Olof Palme's page).
  it('reads no place chain into a name before a comma and the subject of a clause ("… Tage Erlander, Palme led …")', () => {
    const read = readSentence('A longtime protégé of Prime Minister Tage Erlander, Palme led the Swedish Social Democratic Party from 1969 until his assassination in 1986.');
    const fit = (text: string) => read.spans.find((span) => span.text === text)?.fit.place;
    expect(fit('Prime Minister Tage Erlander')).toBeLessThan(0.5);
    expect(fit('Palme')).toBeLessThan(0.5);
    const chain = readSentence('Born in Columbus, Ohio, he moved to Chicago.');
    expect(chain.spans.find((span) => span.text === 'Ohio')?.fit.place).toBeGreaterThanOrEqual(0.8);
  });

  // ../shared/datasets/musique (the Maharashtra page), for "Who was in charge of Maharashtra?".
  it('reads a name its own class noun heads as that class after "and", not as a person', () => {
    const read = readSentence('The Congress party enjoyed a near unchallenged dominance of the political landscape until 1995, when the Shiv Sena and the Bharatiya Janata Party won an outright majority in the state.');
    const party = read.spans.find((span) => span.text === 'Bharatiya Janata Party');
    expect(party?.fit.organisation).toBe(1);
    expect(party?.fit.person ?? 0).toBeLessThan(0.5);
    // A name after "and" with no class noun of its own stays a likely person ("starring A and B").
    const cast = readSentence('The film stars Amy Adams and Christoph Waltz.');
    expect(cast.spans.find((span) => span.text === 'Christoph Waltz')?.fit.person).toBeGreaterThanOrEqual(0.7);
  });
});
