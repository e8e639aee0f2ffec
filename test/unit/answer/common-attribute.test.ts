import { describe, expect, it } from 'vitest';
import { asksWhatIsShared, readCommonAttribute } from '../../../src/answer/common-attribute.js';
import { readExpectedAnswer } from '../../../src/answer/expected-answer.js';
import type { EvidenceSentence } from '../../../src/answer/read-answers.js';

function sentence(id: string, about: string, text: string, rank = 0): EvidenceSentence {
  return { id, passageId: id.split('#')[0] ?? id, text, about, rank };
}

const asks = (question: string): boolean => asksWhatIsShared(question, readExpectedAnswer(question));

// Sentences from ../shared/datasets/hotpotqa/corpus.jsonl.
const directors = [
  sentence('hotpotqa-p01654#s0', 'Kurt Voss', 'Kurt Voss (born Kurt Christopher Peter Wössner) is an American film director, screenwriter and musician-songwriter.', 0),
  sentence('hotpotqa-p01663#s0', 'Alan Crosland', 'Alan Crosland (August 10, 1894 – July 16, 1936) was an American stage actor and film director.', 1),
];
const plants = [
  sentence('hotpotqa-p02395#s0', 'Dieffenbachia', 'Dieffenbachia is a genus of tropical flowering plants in the family Araceae.', 0),
  sentence('hotpotqa-p02395#s2', 'Dieffenbachia', 'Some species are widely cultivated as ornamental plants, especially as houseplants, and have become naturalized on a few tropical islands.', 1),
  sentence('hotpotqa-p02402#s0', 'Carlina', 'Carlina is a genus of flowering plants in the aster family, Asteraceae.', 2),
];

describe('what two subjects share', () => {
  it('is asked for by "both" or "in common" with a common-noun answer', () => {
    expect(asks('What profession did Alan Crosland and Kurt Voss both hold?')).toBe(true);
    expect(asks('What profession does Stephen Jay Gould and Ann Beattie have in common?')).toBe(true);
    expect(asks('To what group of plants do both Dieffenbachia and Carlina belong?')).toBe(true);
    // A named answer is asked for: not a shared kind.
    expect(asks('What guitarist played with both Device and the American industrial rock group whose debut album was named "Short Bus"?')).toBe(false);
    expect(asks('Who performed in both Welcome to the Show and the band f(x)?')).toBe(false);
    expect(asks('What county shares a border with the county where Black Hawk Township is located?')).toBe(false);
  });

  it('is the ending two phrases about different subjects agree on, head and modifiers', () => {
    expect(readCommonAttribute('What profession did Alan Crosland and Kurt Voss both hold?', ['Alan Crosland', 'Kurt Voss'], directors)?.text).toBe('film director');
    const shared = readCommonAttribute('To what group of plants do both Dieffenbachia and Carlina belong?', ['Dieffenbachia', 'Carlina'], plants);
    // "flowering plants" from the first sentences, not "plants" alone and not the ornamental plants of a later one.
    expect(shared?.text).toBe('flowering plants');
    expect(shared?.sentences.map((item) => item.id)).toEqual(['hotpotqa-p02395#s0', 'hotpotqa-p02402#s0']);
  });

  it('needs a sentence about each subject', () => {
    expect(readCommonAttribute('What profession did Alan Crosland and Kurt Voss both hold?', ['Alan Crosland', 'Kurt Voss'], directors.slice(0, 1))).toBeUndefined();
    expect(readCommonAttribute('What profession did Alan Crosland hold?', ['Alan Crosland'], directors)).toBeUndefined();
  });
});
