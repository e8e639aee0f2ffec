import { describe, expect, it } from 'vitest';
import { buildPromptView, contentWords, LLM_VIEW_LIMITS } from '../../../../src/modes/megrag/llm-prompt-view.js';
import { candidateSet, type PageFixture } from './candidate-fixtures.js';

/** Filler pages ranked above the one that answers: long, about the question's topic, without the answer. */
function fillerPages(count: number): PageFixture[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `f${index}`,
    title: `Atomic bombings of Hiroshima and Nagasaki (part ${index})`,
    sentences: [
      `During the final stage of World War II, the United States dropped nuclear weapons on two Japanese cities (part ${index}).`,
      `The bombings killed at least 129,000 people (part ${index}).`,
      `They remain the only use of nuclear weapons in war (part ${index}).`,
      `Japan announced its surrender days later (part ${index}).`,
    ],
  }));
}

const ENOLA_GAY: PageFixture = {
  id: 'enola',
  title: 'Enola Gay',
  sentences: [
    'The Enola Gay was named for Enola Gay Tibbets, the mother of the pilot, Colonel Paul Tibbets, who selected it while it was still on the assembly line of the factory in Nebraska.',
    'On 6 August 1945 it became the first aircraft to drop an atomic bomb, a Boeing B-29 Superfortress bomber flying from Tinian.',
  ],
  triples: [['Enola Gay', 'was named for', 'Enola Gay Tibbets', 0]],
};

describe('the llm policy prompt view of C_i', () => {
  it('shows the sentence of a passage ranked below the passage view that matches the query, not the 20 first sentences in rank order', () => {
    const candidates = candidateSet([...fillerPages(12), ENOLA_GAY]);
    expect(buildPromptView(candidates, 'anything', new Set()).passages.map((passage) => passage.id)).not.toContain('enola');
    const firstTwenty = candidates.sentences.slice(0, LLM_VIEW_LIMITS.sentences).map((sentence) => sentence.id);
    expect(firstTwenty).not.toContain('enola#s1');
    const view = buildPromptView(candidates, 'what kind of aircraft dropped the atomic bomb on Hiroshima', new Set());
    expect(view.sentences.map((sentence) => sentence.id)).toContain('enola#s1');
    expect(view.sentences.length).toBeLessThanOrEqual(LLM_VIEW_LIMITS.sentences);
    // Shown items keep C_i's order (passage rank, then position).
    const order = candidates.sentences.map((sentence) => sentence.id);
    const shown = view.sentences.map((sentence) => order.indexOf(sentence.id));
    expect(shown).toEqual([...shown].sort((left, right) => left - right));
  });

  it('shows up to ten passages with their opening', () => {
    const candidates = candidateSet([...fillerPages(11), ENOLA_GAY]);
    const view = buildPromptView(candidates, 'nuclear weapons', new Set());
    expect(view.passages).toHaveLength(LLM_VIEW_LIMITS.passages);
    for (const passage of view.passages) expect(passage.excerpt).toBe(passage.text.slice(0, LLM_VIEW_LIMITS.passageCharacters));
    expect(view.triples.map((triple) => triple.id)).toEqual(['enola#s0#t0']);
  });

  it('on equal match, prefers items not shown in an earlier step, so a repeated query shows new evidence', () => {
    const candidates = candidateSet(fillerPages(12));
    const first = buildPromptView(candidates, 'surrender', new Set());
    const shown = new Set([...first.passages, ...first.sentences].map((item) => item.id));
    const second = buildPromptView(candidates, 'surrender', shown);
    // The "surrender" sentences match best either way; the passages not shown before come first.
    expect(second.passages.map((passage) => passage.id)).toEqual(expect.arrayContaining(['f10', 'f11']));
    expect(first.passages.map((passage) => passage.id)).not.toContain('f10');
  });

  it('reads content words without function words, a plural -s folded', () => {
    expect([...contentWords('How many Publix stores are in the state?')]).toEqual(['many', 'publix', 'store', 'state']);
  });
});
