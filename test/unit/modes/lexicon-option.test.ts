import { describe, expect, it } from 'vitest';
import '../../../src/modes/all-modes.js';
import { readAutoOptions } from '../../../src/modes/auto/route-question.js';
import { readHopRrfOptions } from '../../../src/modes/hop-rrf/hop-rrf-options.js';
import { readMegragOptions } from '../../../src/modes/megrag/megrag-options.js';
import { modeNames } from '../../../src/modes/mode-registry.js';
import { parseRaragOptions } from '../../../src/modes/rarag/rarag-options.js';
import { searchOptionsSchema } from '../../../src/modes/search-options.js';
import { search } from '../../../src/modes/search.js';
import { LOTHAIR_PASSAGES } from './rarag/fake-corpus.js';
import { FakeRetrievalStore } from './rarag/fake-retrieval-store.js';

/** The modes this change covers; others registered later (e.g. walk) are run too when present. */
const COVERED = ['single', 'rarag', 'hop-rrf', 'megrag', 'auto'];

describe('the shared search option lexicon', () => {
  it('accepts full and none, defaults to full, and rejects anything else', () => {
    expect(searchOptionsSchema.parse({}).lexicon).toBe('full');
    expect(searchOptionsSchema.parse({ lexicon: 'none' }).lexicon).toBe('none');
    expect(searchOptionsSchema.safeParse({ lexicon: 'partial' }).success).toBe(false);
  });

  it("passes every mode's own option parsing with lexicon=none", () => {
    for (const mode of COVERED) {
      const options = searchOptionsSchema.parse({ mode, lexicon: 'none', maxHops: 2 });
      expect(() => parseRaragOptions(options)).not.toThrow();
      expect(() => readHopRrfOptions(options)).not.toThrow();
      expect(() => readMegragOptions(options)).not.toThrow();
      expect(() => readAutoOptions(options)).not.toThrow();
    }
  });

  it('runs every registered mode with lexicon=none through search() and returns passages', async () => {
    const store = new FakeRetrievalStore(LOTHAIR_PASSAGES);
    expect(modeNames()).toEqual(expect.arrayContaining(COVERED));
    for (const mode of modeNames()) {
      const result = await search(store, "When did Lothair Ii's mother die?", { mode, lexicon: 'none', topK: 5, budgets: 'off' });
      expect(result.passages.length, mode).toBeGreaterThan(0);
      expect(result.passages.map((passage) => passage.id), mode).toContain('p-lothair-ii');
    }
  });
});
