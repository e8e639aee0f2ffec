import { describe, expect, it } from 'vitest';
import { buildPassage } from '../../../src/ingest/build-passage.js';
import { titleMatches } from '../../../src/modes/rarag/title-matches.js';

// Passage texts from ../shared/datasets (MuSiQue's corpus), with their titles dropped as a user's own files come.
const KEALA_SETTLE =
  'Keala Joan Settle (born November 5, 1975) is an American actress and singer. Settle originated the role of Norma Valverde in Hands on a Hardbody, which ran on Broadway in 2013.';
const MY_FAIR_LADY =
  'The film stars Audrey Hepburn as Eliza Doolittle and Rex Harrison as Henry Higgins, with Stanley Holloway, Gladys Cooper and Wilfrid Hyde - White in supporting roles.';

describe('a passage without a title is about its lead subject', () => {
  it('links an untitled passage to the entity its lead sentence is about', () => {
    const passage = buildPassage({ id: 'p1', title: '', text: KEALA_SETTLE });
    expect(passage.titleEntity?.name).toBe('Keala Joan Settle');
  });

  it('links nothing when the lead sentence does not open with a name ("The film stars …")', () => {
    expect(buildPassage({ id: 'p2', title: '', text: MY_FAIR_LADY }).titleEntity).toBeUndefined();
  });

  it('keeps the title as what a titled passage is about', () => {
    expect(buildPassage({ id: 'p3', title: 'Keala Settle', text: KEALA_SETTLE }).titleEntity?.name).toBe('Keala Settle');
  });
});

describe('titleMatches on passages without titles', () => {
  it('matches an untitled passage by the entity passagesAbout says it is about', () => {
    const matches = titleMatches([{ name: 'Keala Joan Settle', score: 1 }], [{ id: 'p1', title: '', about: 'keala joan settle' }]);
    expect(matches.map((match) => match.id)).toEqual(['p1']);
  });

  it('does not match an untitled passage about another entity, nor a titled passage by its about key alone', () => {
    expect(titleMatches([{ name: 'Keala Joan Settle', score: 1 }], [{ id: 'p1', title: '', about: 'audrey hepburn' }])).toEqual([]);
    expect(titleMatches([{ name: 'Keala Joan Settle', score: 1 }], [{ id: 'p2', title: 'Hands on a Hardbody', about: 'keala joan settle' }])).toEqual([]);
  });
});
