import { describe, expect, it } from 'vitest';
import { entityKey } from '../../../src/nlp/entity-key.js';
import { arePersonNameVariants, familyNameOf } from '../../../src/nlp/person-name-variant.js';

const variants = (a: string, b: string): boolean => arePersonNameVariants(entityKey(a), entityKey(b));

describe('arePersonNameVariants', () => {
  it('matches a full name with the shorter name the same person goes by', () => {
    // Pairs as they occur in Wikipedia text: the lead sentence's full name against the name used elsewhere.
    expect(variants('Jonny Greenwood', 'Jonathan Richard Guy Greenwood')).toBe(true);
    expect(variants('Stephen Kay', 'Stephen T. Kay')).toBe(true);
    expect(variants('Michael Hurst', 'Michael Eric Hurst')).toBe(true);
    expect(variants('M. B. Sreenivasan', 'Manamadurai Balakrishnan Sreenivasan')).toBe(true);
    expect(variants('Alex Ferguson', 'Alexander Chapman Ferguson')).toBe(true);
  });

  it('matches a person known by a middle name, and a name written after a word of address', () => {
    // Lead sentences of the 2WikiMultiHopQA corpus against the names other passages use.
    expect(variants('Olof Palme', 'Sven Olof Joachim Palme')).toBe(true);
    expect(variants('Ryan Adams', 'David Ryan Adams')).toBe(true);
    expect(variants('Christy Cabanne', 'William Christy Cabanne')).toBe(true);
    expect(variants('Kenneth Branagh', 'Sir Kenneth Charles Branagh')).toBe(true);
    expect(variants('Alexander Korda', 'Sir Alexander Korda')).toBe(true);
    // Only a two-word name is read as middle + family name; and the family name still has to agree.
    expect(variants('Olof Joachim Palme', 'Sven Olof Palme')).toBe(false);
    expect(variants('Ryan Adams', 'David Ryan Evans')).toBe(false);
    // "Sir" alone before a family name is no given name to anchor on.
    expect(variants('Sir Branagh', 'Kenneth Branagh')).toBe(false);
  });

  it('keeps different people apart', () => {
    expect(variants('Ira Gershwin', 'George Gershwin')).toBe(false);
    // A known limit of the short-form rule: 'Paul' / 'Paula' agree as 'Alex' / 'Alexander' do.
    expect(variants('Paul Anderson', 'Paula Anderson')).toBe(true);
    expect(variants('Charles Darwin', 'Charlotte Darwin')).toBe(false);
    expect(variants('Stephen T. Kay', 'Stephen R. Kay')).toBe(false);
    expect(variants('John Smith', 'John Smith')).toBe(false);
    expect(variants('Michael Eric Hurst', 'Michael John Hurst')).toBe(false);
  });

  it('does not treat names without a family-name anchor as people', () => {
    expect(variants('Albert II', 'Albert Frederick II')).toBe(false);
    expect(variants('Paradox (2016 film)', 'Paradox (2010 film)')).toBe(false);
    expect(variants('Madonna', 'Madonna Louise Ciccone')).toBe(false);
    expect(familyNameOf(entityKey('Jonny Greenwood'))).toBe('greenwood');
    expect(familyNameOf(entityKey('Louis XIV'))).toBeUndefined();
    expect(familyNameOf(entityKey('Get Carter (2000 film)'))).toBeUndefined();
  });
});
