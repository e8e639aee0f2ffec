import { describe, expect, it } from 'vitest';
import { nameVariants, titleBaseKey } from '../../../../src/modes/rarag/name-variants.js';
import { titleLookupKeys, titleMatches } from '../../../../src/modes/rarag/title-matches.js';

describe('nameVariants', () => {
  it('starts with the name\'s own key (case-insensitive through entity keys)', () => {
    expect(nameVariants("Lothair Ii")[0]).toEqual({ key: 'lothair ii', trust: 1 });
  });

  it('drops titles and offices, parenthesised parts, what follows a comma and a trailing "of <place>"', () => {
    const keys = (name: string): string[] => nameVariants(name).map((variant) => variant.key);
    expect(keys('King Dikkha')).toContain('dikkha');
    expect(keys('Sufi Master Inayat Khan')).toContain('inayat khan');
    expect(keys('Archduchess Maria Antonia Of Austria (1899–1977)')).toContain('maria antonia of austria');
    expect(keys('Nicholas the Small, Duke of Ziębice')).toContain('nicholas the small');
    expect(keys('King Oswiu of Northumbria')).toContain('oswiu');
    expect(keys('Maratha Peshwa Baji Rao II')).toContain('baji rao ii');
  });

  it('trusts the exact name most', () => {
    const variants = nameVariants('King Oswiu of Northumbria');
    expect(variants[0]?.key).toBe('king oswiu of northumbria');
    expect(variants.every((variant, index) => index === 0 || variant.trust <= (variants[index - 1]?.trust ?? 1))).toBe(true);
  });
});

describe('titleMatches', () => {
  it('matches a disambiguated title ("James Young (director)") and an exact one, the better target first', () => {
    expect(titleBaseKey('James Young (director)')).toBe('james young');
    const matches = titleMatches(
      [
        { name: 'James Young', score: 5 },
        { name: 'Sam Wood', score: 2 },
      ],
      [
        { id: 'p1', title: 'Sam Wood' },
        { id: 'p2', title: 'James Young (director)' },
        { id: 'p3', title: 'The Notorious Miss Lisle' },
      ],
    );
    expect(matches.map((match) => match.id)).toEqual(['p2', 'p1']);
    expect(matches[0]?.target).toBe('James Young');
  });

  it('lists every variant key of every target once, for one title lookup', () => {
    const keys = titleLookupKeys([{ name: 'King Dikkha', score: 1 }, { name: 'Dikkha', score: 1 }]);
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys).toContain('dikkha');
  });
});
