import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../src/errors/config-error.js';
import '../../../../src/modes/hop-rrf/hop-rrf-mode.js';
import type { HopRrfTrace } from '../../../../src/modes/hop-rrf/hop-trace.js';
import type { ModeEvent } from '../../../../src/modes/retrieval-mode.js';
import { search } from '../../../../src/modes/search.js';
import { fakeRetrievalStore, type FakePassage } from './fake-retrieval-store.js';

// Texts shortened from the 2WikiMultiHopQA corpus (Apache-2.0); "Die Another Way" is constructed noise.
const corpus: FakePassage[] = [
  {
    id: 'p4',
    title: 'Lothair II',
    text: 'Lothair II was the king of Lotharingia. He was the second son of Emperor Lothair I and Ermengarde of Tours. He was married to Teutberga.',
    triples: [
      ['Lothair II', 'was the king of', 'Lotharingia'],
      ['Lothair II', 'was the second son of', 'Ermengarde of Tours'],
      ['Lothair II', 'was married to', 'Teutberga'],
    ],
    mentions: ['Lotharingia', 'Emperor Lothair I', 'Ermengarde of Tours', 'Teutberga'],
  },
  {
    id: 'p5',
    title: 'Ermengarde of Tours',
    text: 'Ermengarde of Tours died on 20 March 851. She was the daughter of Hugh of Tours.',
    triples: [['Ermengarde of Tours', 'was the daughter of', 'Hugh of Tours']],
    mentions: ['Hugh of Tours', '20 March 851'],
  },
  { id: 'p6', title: 'Teutberga', text: 'Teutberga was queen of Lotharingia.', mentions: ['Lotharingia'] },
  { id: 'p7', title: 'Hugh of Tours', text: 'Hugh of Tours was a count.', mentions: [] },
  { id: 'p8', title: 'Die Another Way', text: 'When did the mother die? A film about when mothers die.', mentions: [] },
];

describe('hop-rrf mode (fake store)', () => {
  it('jumps to the topic, follows the entity the relation points to, fuses the hops', async () => {
    const store = fakeRetrievalStore(corpus);
    const events: ModeEvent[] = [];
    const result = await search(store, "When did Lothair Ii's mother die?", { mode: 'hop-rrf', topK: 5, evidencePerPassage: 0 }, (event) => events.push(event));
    expect(result.passages.slice(0, 2).map((passage) => [passage.id, passage.hop])).toEqual([
      ['p4', 0],
      ['p5', 1],
    ]);
    expect(result.passages[1]?.title).toBe('Ermengarde of Tours');
    expect(result).toMatchObject({ mode: 'hop-rrf', answer: null, llmCalls: 0, tokens: 0 });
    const trace = result.trace as HopRrfTrace;
    expect(trace.decomposition).toBe('chain');
    const firstHop = trace.chains[0]?.hops[0];
    expect(firstHop).toMatchObject({ hop: 0, jumps: ['lothair ii'], relation: 'mother' });
    expect(firstHop?.followed[0]).toMatchObject({ key: 'ermengarde of tours', hasPassage: true });
    expect(trace.chains[0]?.hops[1]?.queries[0]).toBe('Ermengarde of Tours die');

    expect(events[0]).toMatchObject({ type: 'plan', mode: 'hop-rrf' });
    const hopEvents = events.filter((event) => event.type === 'hop-start' || event.type === 'hop-end');
    expect(hopEvents.map((event) => `${event.type}:${event.type === 'hop-start' || event.type === 'hop-end' ? event.hop : ''}`).slice(0, 4)).toEqual([
      'hop-start:0',
      'hop-end:0',
      'hop-start:1',
      'hop-end:1',
    ]);
    const elapsed = hopEvents.map((event) => (event.type === 'hop-start' || event.type === 'hop-end' ? event.elapsedMs : 0));
    expect([...elapsed].sort((a, b) => a - b)).toEqual(elapsed);
  });

  it('searches a later hop only among passages that mention the entity it follows', async () => {
    const store = fakeRetrievalStore(corpus);
    await search(store, "When did Lothair Ii's mother die?", { mode: 'hop-rrf', topK: 5, evidencePerPassage: 0 });
    // The first hop searches the question as asked; "Die Another Way" matches it on "die".
    expect(store.searches[0]).toMatchObject({ query: "When did Lothair Ii's mother die?" });
    expect(store.searches[0]?.mentioning).toBeUndefined();
    const followUp = store.searches.find((searched) => searched.query === 'Ermengarde of Tours die');
    expect(followUp?.mentioning).toBe('Ermengarde of Tours');
    expect(followUp?.ids).not.toContain('p8');
    expect(followUp?.ids).toContain('p5');
  });

  it('lets an untitled passage resolve the entity it is about, as a title does', async () => {
    // The same corpus as a user's notes: no titles; the analysis found each passage's lead subject.
    const untitled = corpus.map((passage) => ({ ...passage, title: '', subjects: [passage.title] }));
    const store = fakeRetrievalStore(untitled);
    const result = await search(store, "When did Lothair Ii's mother die?", { mode: 'hop-rrf', topK: 5, evidencePerPassage: 0 });
    const trace = result.trace as HopRrfTrace;
    expect(trace.chains[0]?.hops[0]?.followed[0]).toMatchObject({ key: 'ermengarde of tours', hasPassage: true });
    // Lothair II's own passage resolved him: the follow-up does not search his name again.
    expect(trace.chains[0]?.hops[1]?.queries[0]).toBe('Ermengarde of Tours die');
    expect(result.passages.slice(0, 2).map((passage) => passage.id)).toEqual(['p4', 'p5']);
  });

  it('never follows an entity twice, and stops with maxHops', async () => {
    const result = await search(fakeRetrievalStore(corpus), "When did Lothair Ii's mother die?", { mode: 'hop-rrf', maxHops: 3, evidencePerPassage: 0 });
    const trace = result.trace as HopRrfTrace;
    const followed = trace.chains.flatMap((chain) => chain.hops.flatMap((hop) => hop.followed.map((entity) => entity.key)));
    expect(new Set(followed).size).toBe(followed.length);
    expect(followed).not.toContain('lothair ii');
    expect(trace.hops).toBeLessThanOrEqual(3);
    const single = await search(fakeRetrievalStore(corpus), "When did Lothair Ii's mother die?", { mode: 'hop-rrf', maxHops: 1, evidencePerPassage: 0 });
    expect((single.trace as HopRrfTrace).hops).toBe(1);
    expect(single.passages.every((passage) => passage.hop === 0)).toBe(true);
  });

  it('splits a comparison into one chain per subject', async () => {
    const result = await search(fakeRetrievalStore(corpus), 'Who died first, Teutberga or Hugh Of Tours?', { mode: 'hop-rrf', evidencePerPassage: 0 });
    const trace = result.trace as HopRrfTrace;
    expect(trace.decomposition).toBe('comparison');
    expect(trace.chains.map((chain) => chain.entities)).toEqual([['Teutberga'], ['Hugh Of Tours']]);
    expect(result.passages.slice(0, 2).map((passage) => passage.id).sort()).toEqual(['p6', 'p7']);
  });

  it('starts no hop without the minimum budget left', async () => {
    const store = fakeRetrievalStore(corpus);
    const slow = { ...store, passageContents: async (ids: readonly string[]) => { await new Promise((resolve) => setTimeout(resolve, 120)); return store.passageContents(ids); } };
    const events: ModeEvent[] = [];
    const result = await search(slow, "When did Lothair Ii's mother die?", { mode: 'hop-rrf', budgetMs: 150, evidencePerPassage: 0 }, (event) => events.push(event));
    const trace = result.trace as HopRrfTrace;
    expect(trace.hops).toBe(1);
    expect(trace.chains[0]?.stop).toBe('budget');
    expect(events.some((event) => event.type === 'warning')).toBe(true);
  });

  it('rejects invalid options with a ConfigError naming them', async () => {
    for (const [options, name] of [[{ maxHops: 0 }, 'maxHops'], [{ maxHops: 11 }, 'maxHops'], [{ budgetMs: 50 }, 'budgetMs']] as const) {
      const attempt = search(fakeRetrievalStore(corpus), 'Who is Lothair II?', { mode: 'hop-rrf', ...options });
      await expect(attempt).rejects.toBeInstanceOf(ConfigError);
      await expect(attempt).rejects.toThrow(name);
    }
  });
});
