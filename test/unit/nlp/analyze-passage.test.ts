import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../src/nlp/index.js';
import { render } from './triple-helpers.js';

describe('analyzePassage', () => {
  // Source: 2WikiMultiHopQA (Apache-2.0), passage "Lothair II" (shortened).
  const passage = {
    title: 'Lothair II',
    text: 'Lothair II( 835 – 8 August 869) was the king of Lotharingia from 855 until his death. He was the second son of Emperor Lothair I and Ermengarde of Tours. He was married to Teutberga( died 875), daughter of Boso the Elder.',
  };

  it('returns positioned sentences with triples and mentions', () => {
    const analysis = analyzePassage(passage);
    expect(analysis.sentences.map((sentence) => sentence.position)).toEqual([0, 1, 2]);
    const [first, second, third] = analysis.sentences;
    expect(first?.text).toBe('Lothair II (835 – 8 August 869) was the king of Lotharingia from 855 until his death.');
    expect(first?.mentions).toEqual(expect.arrayContaining(['Lothair II', 'Lotharingia', '8 August 869']));
    expect(render(first?.triples ?? [])).toContain('Lothair II | was the king of | Lotharingia');
    expect(render(second?.triples ?? [])).toEqual(expect.arrayContaining(['Lothair II | was the second son of | Emperor Lothair I', 'Lothair II | was the second son of | Ermengarde of Tours']));
    expect(render(third?.triples ?? [])).toContain('Lothair II | was married to | Teutberga');
  });

  it('reads the lead sentence name as the title (2Wiki, "Alex Cox")', () => {
    const analysis = analyzePassage({ title: 'Alex Cox', text: 'Alexander B. H. Cox (born 15 December 1954) is an English film director. He studied at Worcester College, Oxford.' });
    const triples = render(analysis.sentences.flatMap((sentence) => sentence.triples));
    expect(triples).toContain('Alex Cox | born on | 15 December 1954');
    expect(triples).toContain('Alex Cox | studied at | Worcester College');
  });

  it('reads "the film" as the title once the first sentence says it is a film', () => {
    const analysis = analyzePassage({ title: 'Waiting for the Clouds', text: 'Waiting for the Clouds is a 2003 Turkish drama film. The film was directed by Yeşim Ustaoğlu.' });
    expect(render(analysis.sentences[1]?.triples ?? [])).toContain('Waiting for the Clouds | was directed by | Yeşim Ustaoğlu');
  });

  it('does not read pronouns as the title of a passage that never names it', () => {
    const analysis = analyzePassage({ title: 'Some List', text: 'Anna Smith is a painter. She married Bob Jones.' });
    expect(render(analysis.sentences.flatMap((sentence) => sentence.triples))).not.toContain('Some List | married | Bob Jones');
  });

  it('handles an empty passage', () => {
    expect(analyzePassage({ text: '' })).toEqual({ sentences: [] });
  });
});
