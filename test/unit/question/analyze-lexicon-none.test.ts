// Questions from the 2WikiMultiHopQA excerpt (test/fixtures, dev; Apache-2.0), except where a comment says "constructed".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion, questionEntities } from '../../../src/question/index.js';

const excerpt = readFileSync(new URL('../../fixtures/2wiki-questions-excerpt.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim().length > 0)
  .map((line) => (JSON.parse(line) as { question: string }).question);

/** Lower-case words of a text, "'s" split off. */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().replace(/['’]s\b/g, ' ').match(/[\p{L}\p{N}-]+/gu) ?? []);
}

describe("analyzeQuestion with lexicon 'none'", () => {
  it('reads a 2Wiki kinship template without the kinship table: no father -> father chain', () => {
    const full = analyzeQuestion('Who is the paternal grandfather of Lothair Ii?');
    expect(full.kind === 'chain' && full.relations).toEqual(['father', 'father']);
    const none = analyzeQuestion('Who is the paternal grandfather of Lothair Ii?', { lexicon: 'none' });
    expect(none.kind).toBe('unsplittable');
    expect(none.kind === 'unsplittable' && none.singleHop).toEqual({ topicEntity: 'Lothair Ii', relation: 'paternal grandfather' });
  });

  it('keeps relations as the question words them: no canonical labels, no question frames', () => {
    const chain = analyzeQuestion("When did Lothair Ii's mother die?", { lexicon: 'none' });
    expect(chain.kind === 'chain' && chain.relations).toEqual(['mother', 'die']);
    const born = analyzeQuestion('Where was the director of film Polish Wedding born?', { lexicon: 'none' });
    expect(born.kind === 'chain' && born.relations).toEqual(['director', 'born']);
    // The full lexicon maps the same words to Wikidata-style labels.
    const full = analyzeQuestion('Where was the director of film Polish Wedding born?');
    expect(full.kind === 'chain' && full.relations).toEqual(['director', 'place of birth']);
  });

  it('finds a typed title and a compound property by syntax alone', () => {
    const born = analyzeQuestion('Where was the director of film Polish Wedding born?', { lexicon: 'none' });
    expect(born.kind === 'chain' && [born.topicEntity, born.topicType]).toEqual(['Polish Wedding', 'film']);
    const compound = analyzeQuestion("Where was the place of death of Abdul-Aziz Bin Muhammad's father?", { lexicon: 'none' });
    expect(compound.kind === 'chain' && compound.relations).toEqual(['father', 'place of death']);
  });

  it('compares by the question\'s own words: no via relation, no attribute table', () => {
    const analysis = analyzeQuestion('Which film has the director born first, X Men or Yellow Sky?', { lexicon: 'none' }); // constructed
    expect(analysis.kind).toBe('comparison');
    if (analysis.kind !== 'comparison') return;
    expect(analysis.subjects).toEqual(['X Men', 'Yellow Sky']);
    expect(analysis.via).toEqual([]);
    expect(analysis.comparator).toBe('earlier');
    expect(analysis.attribute).not.toBe('date of birth');
  });

  it('takes every relation and compared attribute of the 2Wiki excerpt from the question\'s own words', () => {
    let chains = 0;
    for (const question of excerpt) {
      const words = wordsOf(question);
      const analysis = analyzeQuestion(question, { lexicon: 'none' });
      const labels =
        analysis.kind === 'chain'
          ? analysis.relations
          : analysis.kind === 'comparison'
            ? [...analysis.via, analysis.attribute].filter((label) => label !== 'other')
            : analysis.singleHop
              ? [analysis.singleHop.relation]
              : [];
      if (analysis.kind === 'chain') chains += 1;
      for (const label of labels) for (const word of wordsOf(label)) expect(words, `${question}: ${label}`).toContain(word);
    }
    expect(chains).toBeGreaterThan(0);
  });

  it('finds the same entities either way', () => {
    for (const question of excerpt) expect(questionEntities(question, 'none')).toEqual(questionEntities(question));
  });
});
