import { describe, expect, it } from 'vitest';
import { bridgeCandidates } from '../../../../src/modes/rarag/bridge-candidates.js';
import { titleKeysOf } from '../../../../src/modes/rarag/chain-retrieval.js';
import { FakeRetrievalStore } from './fake-retrieval-store.js';
import { LOTHAIR_PASSAGES } from './fake-corpus.js';

const store = new FakeRetrievalStore(LOTHAIR_PASSAGES);

describe('bridgeCandidates', () => {
  it('reads the parents out of "was the second son of" triples for "mother", never the passage subject, dates or nouns', async () => {
    const passages = await store.passageContents(['p-lothair-ii']);
    const candidates = bridgeCandidates({ passages, relation: 'mother', excludedKeys: new Set(['lothair ii']), titleKeysOf });
    const keys = candidates.map((candidate) => candidate.key);
    expect(keys.slice(0, 2).sort()).toEqual(['emperor lothair i', 'ermengarde of tours']);
    expect(candidates[0]?.evidence).toBe('triple');
    expect(keys).not.toContain('lothair ii');
    expect(keys).not.toContain('875');
    expect(keys).not.toContain('king');
  });

  it('ranks by the relation: "married to" names the spouse first', async () => {
    const passages = await store.passageContents(['p-lothair-ii']);
    const candidates = bridgeCandidates({ passages, relation: 'spouse', excludedKeys: new Set(), titleKeysOf });
    expect(candidates[0]?.key).toBe('teutberga');
  });

  it('weights passages by trust: a bridge from an untrusted passage ranks below one from the trusted passage', async () => {
    const passages = await store.passageContents(['p-ermengarde', 'p-lothair-ii']);
    const candidates = bridgeCandidates({ passages, relation: 'father', excludedKeys: new Set(), titleKeysOf, passageWeights: [1, 0.1] });
    expect(candidates[0]?.key).toBe('hugh of tours');
    expect(candidates[0]?.passageId).toBe('p-ermengarde');
  });

  it('excludes keys already used (earlier bridges, the topic)', async () => {
    const passages = await store.passageContents(['p-lothair-ii']);
    const candidates = bridgeCandidates({ passages, relation: 'mother', excludedKeys: new Set(['ermengarde of tours']), titleKeysOf });
    expect(candidates.map((candidate) => candidate.key)).not.toContain('ermengarde of tours');
  });
});
