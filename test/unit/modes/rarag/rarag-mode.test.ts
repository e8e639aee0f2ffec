import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../src/errors/config-error.js';
import { raragMode } from '../../../../src/modes/rarag/rarag-mode.js';
import type { RaragTrace } from '../../../../src/modes/rarag/rarag-trace.js';
import type { ModeEvent } from '../../../../src/modes/retrieval-mode.js';
import { searchOptionsSchema } from '../../../../src/modes/search-options.js';
import { search } from '../../../../src/modes/search.js';
import { FakeRetrievalStore } from './fake-retrieval-store.js';
import { LOTHAIR_PASSAGES, VERSACE_PASSAGES } from './fake-corpus.js';

function options(extra: Record<string, unknown> = {}) {
  return searchOptionsSchema.parse({ mode: 'rarag', topK: 5, ...extra });
}

describe('rarag mode (fake store)', () => {
  it('resolves the bridge of a two-hop chain and ranks both gold passages first', async () => {
    const store = new FakeRetrievalStore(LOTHAIR_PASSAGES);
    const events: ModeEvent[] = [];
    const result = await raragMode.run("When did Lothair Ii's mother die?", options(), { store, onEvent: (event) => events.push(event) });
    const trace = result.trace as RaragTrace;
    expect(result.passages.slice(0, 2).map((passage) => passage.id).sort()).toEqual(['p-ermengarde', 'p-lothair-ii']);
    expect(result.passages[0]?.id).toBe('p-lothair-ii');
    expect(trace.strategy).toBe('chain');
    expect(trace.bridgeEntities).toContain('Ermengarde of Tours');
    expect(trace.subQueries.map((query) => query.query)).toContain('When did Ermengarde of Tours die?');
    expect(result.answer).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['plan', 'hop-start', 'hop-end', 'hop-start', 'hop-end']);
    // Evidence: the sentence naming the bridge is attached to the topic passage.
    expect(result.passages[0]?.sentences.map((sentence) => sentence.text)).toContain('He was the second son of Emperor Lothair I and Ermengarde of Tours.');
  });

  it('chains a three-relation question hop by hop (founder, then father, then the birthplace query)', async () => {
    const store = new FakeRetrievalStore(VERSACE_PASSAGES);
    const result = await raragMode.run('Where was the father of the founder of Versace born?', options({ perSearchLimit: 2 }), { store });
    const trace = result.trace as RaragTrace;
    expect(trace.hops.map((hop) => hop.relation)).toEqual([null, 'founder', 'father']);
    expect(trace.bridgeEntities.slice(0, 1)).toEqual(['Gianni Versace']);
    expect(trace.bridgeEntities).toContain('Antonio Versace');
    expect(trace.hops[2]?.queries).toContain('Where was Antonio Versace born?');
    expect(result.passages.slice(0, 3).map((passage) => passage.id).sort()).toEqual(['p-antonio', 'p-gianni', 'p-versace']);
    expect(trace.hops[2]?.frontier[0]).toBe('p-antonio');
    // The last hop's answer entity (Reggio Calabria) is not followed: it is not part of the chain.
    expect(result.passages.find((passage) => passage.id === 'p-reggio')?.hop ?? 1).toBeGreaterThanOrEqual(1);
  });

  it('stops at maxHops relations', async () => {
    const store = new FakeRetrievalStore(VERSACE_PASSAGES);
    const result = await raragMode.run('Where was the father of the founder of Versace born?', options({ maxHops: 2 }), { store });
    expect((result.trace as RaragTrace).hops.map((hop) => hop.relation)).toEqual([null, 'founder']);
  });

  it('searches each subject of a comparison and looks up their title passages', async () => {
    const store = new FakeRetrievalStore(LOTHAIR_PASSAGES);
    const result = await raragMode.run('Who died first, Teutberga or Ermengarde Of Tours?', options(), { store });
    const trace = result.trace as RaragTrace;
    expect(trace.strategy).toBe('comparison');
    expect(result.passages.slice(0, 2).map((passage) => passage.id).sort()).toEqual(['p-ermengarde', 'p-teutberga']);
  });

  it('falls back to the question\'s own search, with the reason, when the question cannot be split', async () => {
    const store = new FakeRetrievalStore(LOTHAIR_PASSAGES);
    const result = await raragMode.run('Did a good man die in 1962?', options(), { store });
    const trace = result.trace as RaragTrace;
    expect(trace.strategy).toBe('fallback');
    expect(trace.fallbackReason).toBeTruthy();
    expect(result.passages[0]?.id).toBe('p-noise');
  });

  it('honours topK through search() and validates its own options', async () => {
    await import('../../../../src/modes/all-modes.js');
    const store = new FakeRetrievalStore(LOTHAIR_PASSAGES);
    const result = await search(store, "When did Lothair Ii's mother die?", { mode: 'rarag', topK: 1 });
    expect(result.passages.map((passage) => passage.id)).toEqual(['p-lothair-ii']);
    await expect(search(store, 'When did Lothair Ii die?', { mode: 'rarag', perSearchLimit: 0 })).rejects.toBeInstanceOf(ConfigError);
    await expect(search(store, 'When did Lothair Ii die?', { mode: 'rarag', fusionK: 'ten' })).rejects.toThrow(/fusionK/);
  });
});
