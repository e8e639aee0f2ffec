import { describe, expect, it } from 'vitest';
import type { PassageHit } from '../../../../src/ports/retrieval-hits.js';
import { gatherCandidates } from '../../../../src/modes/megrag/gather-candidates.js';
import { FakeRetrievalStore, type FakePassage } from '../rarag/fake-retrieval-store.js';

// An untitled passage (MuSiQue's corpus, title dropped) and one that the question's own words match better.
const SETTLE: FakePassage = {
  id: 'settle',
  title: '',
  sentences: ['Keala Joan Settle (born November 5, 1975) is an American actress and singer.', 'Settle originated the role of Norma Valverde in Hands on a Hardbody.'],
};
const OTHER: FakePassage = { id: 'other', title: '', sentences: ['The Greatest Showman song This Is Me won a Golden Globe award for best original song.'] };

/** passagesAbout as the Neo4j adapter answers it for untitled passages: no title, the key of the lead subject. */
class UntitledStore extends FakeRetrievalStore {
  override async passagesAbout(entityKeys: readonly string[]): Promise<PassageHit[]> {
    return entityKeys.includes('keala joan settle') ? [{ id: 'settle', title: '', score: 1, about: 'keala joan settle' }] : [];
  }
}

describe('megrag candidates on untitled passages', () => {
  it("takes an untitled passage about a focus entity as the entity's own page", async () => {
    const store = new UntitledStore([SETTLE, OTHER]);
    const candidates = await gatherCandidates(store, 'Which Golden Globe award song is This Is Me?', ['Keala Joan Settle'], { passages: 1, sentences: 10, triples: 10 });
    expect(candidates.passages.map((passage) => passage.id)).toEqual(['settle', 'other']);
    expect(candidates.entityPassages['keala joan settle']).toEqual(['settle']);
  });
});
