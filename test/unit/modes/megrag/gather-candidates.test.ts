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

// MuSiQue's corpus: "Nugegoda" has no page of its own; the Kohuwala page names it, the British Empire pages match the rest of the question.
const KOHUWALA: FakePassage = {
  id: 'kohuwala',
  title: 'Kohuwala',
  sentences: ['Kohuwala is a suburb in Colombo, Sri Lanka and is situated where the Colombo Piliyandala Road crosses Nugegoda Dehiwala Road.'],
};
const EMPIRE: FakePassage = { id: 'empire', title: 'British Empire', sentences: ['The path to independence for the white colonies of the British Empire began with the 1839 Durham Report.'] };
const ORDER: FakePassage = { id: 'order', title: 'Order of the British Empire', sentences: ['In 1922, this was renamed the British Empire Medal.'] };
const NUGEGODA_ROAD: FakePassage = { id: 'road', title: 'Road names', sentences: ['Nugegodaville Road is a street.'] };

describe('megrag candidates for a focus name without a page of its own', () => {
  const question = 'When did the country containing Nugegoda leave the British Empire?';

  it('reads the passages that write the name whole, after the query hits, and ranks them after', async () => {
    const store = new FakeRetrievalStore([EMPIRE, ORDER, KOHUWALA]);
    const candidates = await gatherCandidates(store, question, ['Nugegoda'], { passages: 2, sentences: 2, triples: 10 });
    // The hits' sentences fill the cap; the name's passage is read besides them.
    expect(candidates.sentences.map((sentence) => sentence.passageId)).toEqual(['empire', 'order', 'kohuwala']);
    // Ranked after the query's own hits, and not taken for Nugegoda's own page.
    expect(candidates.passages.map((passage) => passage.id)).toEqual(['empire', 'order', 'kohuwala']);
    expect(candidates.entityPassages.nugegoda).toEqual([]);
  });

  it('ranks a hit that the name\'s own search finds too before the other hits', async () => {
    const colombo: FakePassage = { id: 'colombo', title: '', sentences: ['Nugegoda was a town of the British colony of Ceylon.'] };
    const candidates = await gatherCandidates(new FakeRetrievalStore([EMPIRE, ORDER, colombo]), question, ['Nugegoda'], { passages: 3, sentences: 5, triples: 10 });
    expect(candidates.passages.map((passage) => passage.id)).toEqual(['colombo', 'empire', 'order']);
  });

  it('takes no mention that only shares a word-part of the name, nor any when the name has its own page', async () => {
    const partial = await gatherCandidates(new FakeRetrievalStore([EMPIRE, ORDER, NUGEGODA_ROAD]), question, ['Nugegoda'], { passages: 2, sentences: 5, triples: 10 });
    expect(partial.passages.map((passage) => passage.id)).toEqual(['empire', 'order']);
    const ownPage: FakePassage = { id: 'nugegoda', title: 'Nugegoda', sentences: ['Nugegoda is a suburb of Colombo.'] };
    const owned = await gatherCandidates(new FakeRetrievalStore([EMPIRE, ORDER, KOHUWALA, ownPage]), question, ['Nugegoda'], { passages: 2, sentences: 5, triples: 10 });
    expect(owned.entityPassages.nugegoda).toEqual(['nugegoda']);
    expect(owned.passages.map((passage) => passage.id)).not.toContain('kohuwala');
  });
});
