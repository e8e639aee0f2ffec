import { describe, expect, it } from 'vitest';
import { entityKey } from '../../../src/nlp/index.js';

describe('entityKey', () => {
  it('lower-cases, folds accents and collapses punctuation', () => {
    expect(entityKey('Hugo  Chávez')).toBe('hugo chavez');
    expect(entityKey('Neuilly-sur-Seine')).toBe('neuilly sur seine');
    expect(entityKey("Maureen O'Hara")).toBe('maureen ohara');
    expect(entityKey('"Fine by Me')).toBe('fine by me');
  });

  it('drops leading articles only', () => {
    expect(entityKey('The Pocket-knife')).toBe('pocket knife');
    expect(entityKey('A Midnight Romance')).toBe('midnight romance');
    expect(entityKey('Dinner at the Ritz')).toBe('dinner at the ritz');
  });

  it('keeps disambiguators', () => {
    expect(entityKey('Illusions (1982 film)')).toBe('illusions 1982 film');
    expect(entityKey('Illusions (1982 film)')).not.toBe(entityKey('Illusions'));
  });

  it('merges date spellings', () => {
    expect(entityKey('November 22, 1924')).toBe('22 november 1924');
    expect(entityKey('22 November 1924')).toBe('22 november 1924');
    expect(entityKey('1961')).toBe('1961');
  });

  it('un-inverts clearly inverted person names only', () => {
    expect(entityKey('Versace, Gianni')).toBe('gianni versace');
    expect(entityKey('Smith, J. R.')).toBe('j r smith');
    expect(entityKey('Paris, Texas')).toBe('paris texas');
    expect(entityKey('Santa Rosa, California')).toBe('santa rosa california');
    expect(entityKey('Lambert, Margrave of Tuscany')).toBe('lambert margrave of tuscany');
  });
});
