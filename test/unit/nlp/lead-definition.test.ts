import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../src/nlp/index.js';

// Lead sentences from ../shared/datasets (HotpotQA's and 2Wiki's corpora), read without their titles.
const topicOf = (text: string): string | undefined => analyzePassage({ text }).topic;
const subjectsOf = (text: string): string[] => analyzePassage({ text }).sentences[0]?.triples.map((triple) => triple.subject) ?? [];

describe('an untitled passage that opens by defining a thing is about it', () => {
  it('reads an opening noun phrase defined by "is a …" as the topic', () => {
    expect(topicOf('Navarretia cotulifolia is a species of flowering plant in the phlox family known by the common name cotula navarretia.')).toBe('Navarretia cotulifolia');
    expect(topicOf('The Japp–Maitland condensation is an organic reaction and a type of Aldol reaction. It is named after Francis Robert Japp.')).toBe('Japp–Maitland condensation');
    expect(topicOf('Altid ballade ( English:" Nothing but trouble") is a 1955 Danish drama film directed by Gabriel Axel.')).toBe('Altid ballade');
  });

  it('gives the defined thing its triples and resolves "it" to it', () => {
    const analysis = analyzePassage({ text: 'The Japp–Maitland condensation is an organic reaction. It is named after Francis Robert Japp.' });
    expect(analysis.sentences[1]?.triples.some((triple) => triple.subject === 'Japp–Maitland condensation')).toBe(true);
  });

  it('does not read a generic or anaphoric description, a passive or a prepositional "be" as a definition', () => {
    expect(topicOf('The film is a 2009 Japanese drama directed by Kenji Uchida.')).toBeUndefined();
    expect(topicOf('Both species are found in the mountains of California.')).toBeUndefined();
    expect(topicOf('Roman literature was from its very inception influenced heavily by Greek authors.')).toBeUndefined();
    expect(topicOf('The film was released in Japan on 10 October 2009.')).toBeUndefined();
  });

  it('leaves a titled passage about its title', () => {
    const analysis = analyzePassage({ title: 'Cotula navarretia', text: 'Navarretia cotulifolia is a species of flowering plant.' });
    expect(analysis.topic).toBeUndefined();
  });
});

describe('one name written in several pieces', () => {
  it('reads a name around a quoted nickname as one name, without the nickname', () => {
    expect(topicOf('Lusia "Lucy" Harris-Stewart (born Lusia Harris; February 10, 1955) is a former American basketball player.')).toBe('Lusia Harris-Stewart');
    expect(subjectsOf('John Bernard "J.B." Handelsman (February 5, 1922 – June 20, 2007) was a cartoonist.')).toContain('John Bernard Handelsman');
  });

  it('keeps a generational suffix after a comma and leaves a legal form out', () => {
    expect(topicOf("Deltha Lee O'Neal, III (born January 30, 1977) is a former American football player.")).toBe("Deltha Lee O'Neal III");
    expect(topicOf('Ilitch Holdings, Inc. is an American company established in 1999.')).toBe('Ilitch Holdings');
  });

  it('reads "( ;" (a pronunciation left out) as the start of an aside', () => {
    expect(topicOf('Simon Ammann ( ; born 25 June 1981) is a Swiss ski jumper.')).toBe('Simon Ammann');
    expect(subjectsOf('Simon Ammann ( ; born 25 June 1981) is a Swiss ski jumper.')).toContain('Simon Ammann');
  });
});
