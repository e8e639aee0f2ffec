import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/nlp/index.js';

describe('splitSentences', () => {
  it('splits plain sentences', () => {
    expect(splitSentences('Anna lives in Paris. She is a painter. Is she famous?')).toEqual(['Anna lives in Paris.', 'She is a painter.', 'Is she famous?']);
  });

  it('does not split after abbreviations and initials', () => {
    expect(splitSentences('Robert M. Young was born c. 1920 in St. Louis. He died in 1990.')).toEqual([
      'Robert M. Young was born c. 1920 in St. Louis.',
      'He died in 1990.',
    ]);
  });

  it('repairs the bracket and hyphen spacing of the 2Wiki texts', () => {
    // Source: 2WikiMultiHopQA (Apache-2.0), passage "Teutberga".
    const text = "Teutberga( died 11 November 875) was a queen of Lotharingia by marriage to Lothair II. She was a daughter of Bosonid Boso the Elder and sister of Hucbert, the lay- abbot of St. Maurice's Abbey.";
    expect(splitSentences(text)).toEqual([
      'Teutberga (died 11 November 875) was a queen of Lotharingia by marriage to Lothair II.',
      "She was a daughter of Bosonid Boso the Elder and sister of Hucbert, the lay-abbot of St. Maurice's Abbey.",
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(splitSentences('   ')).toEqual([]);
  });
});

describe('splitSentences: letters outside Latin-1', () => {
  it('keeps names such as "Yeşim Ustaoğlu" whole and spelled as written', () => {
    expect(splitSentences('The film was directed by Yeşim Ustaoğlu. It won.')).toEqual(['The film was directed by Yeşim Ustaoğlu.', 'It won.']);
  });
});
