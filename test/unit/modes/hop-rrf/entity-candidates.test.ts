import { describe, expect, it } from 'vitest';
import { scoreEntityCandidates, type CandidateSource } from '../../../../src/modes/hop-rrf/entity-candidates.js';
import type { PassageContent } from '../../../../src/ports/retrieval-hits.js';

function passage(id: string, title: string, text: string, triples: Array<[string, string, string]>, mentions: string[]): PassageContent {
  const key = (name: string): string => name.toLowerCase();
  return {
    id,
    title,
    text,
    sentences: [{ id: `${id}#s0`, text, position: 0 }],
    triples: triples.map(([subject, relation, object], index) => ({
      id: `${id}#s0#t${index}`, subject, relation, object, subjectKey: key(subject), objectKey: key(object), sentenceId: `${id}#s0`, confidence: 0.8,
    })),
    entities: [title, ...mentions].map((name) => ({ key: key(name), name })),
  };
}

const lothair = passage(
  'p4',
  'Lothair II',
  'Lothair II was king of Lotharingia. He was the second son of Emperor Lothair I and Ermengarde of Tours. He married Teutberga.',
  [
    ['Lothair II', 'was the king of', 'Lotharingia'],
    ['Lothair II', 'was the second son of', 'Ermengarde of Tours'],
    ['Lothair II', 'was married to', 'Teutberga'],
  ],
  ['Lotharingia', 'Ermengarde of Tours', 'Teutberga', '20 March 851'],
);

describe('scoreEntityCandidates', () => {
  it('ranks first the entity the question relation points to', () => {
    const mother = scoreEntityCandidates([{ rank: 1, content: lothair }], { relation: 'mother', knownKeys: new Set(['lothair ii']) });
    expect(mother[0]?.key).toBe('ermengarde of tours');
    expect(mother[0]?.via).toBe('Lothair II | was the second son of | Ermengarde of Tours');
    const spouse = scoreEntityCandidates([{ rank: 1, content: lothair }], { relation: 'spouse', knownKeys: new Set(['lothair ii']) });
    expect(spouse[0]?.key).toBe('teutberga');
  });

  it('reads the words before a mention when no triple links it ("music composed by X")', () => {
    const film = passage('p9', 'Billy Elliot', 'It was written by Lee Hall and directed by Stephen Daldry with music composed by Stephen Warbeck.', [], ['Lee Hall', 'Stephen Daldry', 'Stephen Warbeck']);
    expect(scoreEntityCandidates([{ rank: 1, content: film }], { relation: 'composer', knownKeys: new Set() })[0]?.key).toBe('stephen warbeck');
    expect(scoreEntityCandidates([{ rank: 1, content: film }], { relation: 'director', knownKeys: new Set() })[0]?.key).toBe('stephen daldry');
  });

  it('drops known entities, the sources’ titles, dates and numbers (novelty)', () => {
    const keys = scoreEntityCandidates([{ rank: 1, content: lothair }], { relation: 'mother', knownKeys: new Set(['ermengarde of tours']) }).map((candidate) => candidate.key);
    expect(keys).not.toContain('ermengarde of tours');
    expect(keys).not.toContain('lothair ii');
    expect(keys).not.toContain('20 march 851');
    expect(keys).toContain('teutberga');
  });

  it('adds up over sources weighted by rank, so entities several results name rank higher', () => {
    const other = passage('p7', 'Teutberga', 'Teutberga was queen of Lotharingia.', [], ['Lotharingia']);
    const sources: CandidateSource[] = [
      { rank: 1, content: lothair },
      { rank: 2, content: other },
    ];
    const scored = scoreEntityCandidates(sources, { knownKeys: new Set() });
    const once = scoreEntityCandidates([{ rank: 1, content: lothair }], { knownKeys: new Set() });
    const lotharingia = (list: typeof scored): number => list.find((candidate) => candidate.key === 'lotharingia')?.score ?? 0;
    expect(lotharingia(scored)).toBeGreaterThan(lotharingia(once));
    const second = scoreEntityCandidates([{ rank: 2, content: lothair }], { knownKeys: new Set() });
    expect(lotharingia(second)).toBeCloseTo(lotharingia(once) / 2);
  });

  it('names a candidate’s sources by their titles, or without a title by what the passage is about', () => {
    const titled = scoreEntityCandidates([{ rank: 1, content: lothair }], { relation: 'mother', knownKeys: new Set(['lothair ii']) });
    expect(titled[0]?.sources).toEqual(['Lothair II']);
    // An untitled passage: its lead subject and the other name its lead gives it.
    const untitled = { ...lothair, title: '', subjects: ['Lothair II', 'Lothar II'] };
    const scored = scoreEntityCandidates([{ rank: 1, content: untitled }], { relation: 'mother', knownKeys: new Set(['lothair ii']) });
    expect(scored[0]?.key).toBe('ermengarde of tours');
    expect(scored[0]?.sources).toEqual(['Lothair II', 'Lothar II']);
  });
});
