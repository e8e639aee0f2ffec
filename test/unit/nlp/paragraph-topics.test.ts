import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../src/nlp/index.js';
import { buildPassage } from '../../../src/ingest/build-passage.js';

// Paragraphs from ../shared/datasets/hotpotqa/corpus.jsonl (Grace Krilanovich, Two Dollar Radio),
// packed into one untitled chunk as a text file's chunker packs them.
const packed = [
  'Grace Krilanovich (born October 5, 1979) is an American author. Her first novel, "The Orange Eats Creeps" was published by Two Dollar Radio in September 2010.',
  'Two Dollar Radio is an independent mom-and-pop publishing house based in Columbus, Ohio. It was founded in 2005 by husband and wife team Eric Obenauf and Eliza Jane Wood-Obenauf.',
  'The press specializes in literary fiction.',
].join('\n\n');

describe('an untitled chunk of several paragraphs', () => {
  it('is about the first paragraph\'s subject and each later paragraph\'s defined subject', () => {
    const analysis = analyzePassage({ text: packed });
    expect(analysis.topic).toBe('Grace Krilanovich');
    expect(analysis.paragraphTopics).toEqual(['Two Dollar Radio']);
  });

  it('reads a later paragraph\'s pronouns as its subject, not the first paragraph\'s', () => {
    const founded = analyzePassage({ text: packed }).sentences.find((sentence) => sentence.text.startsWith('It was founded'));
    expect(founded?.triples.map((triple) => triple.subject)).toContain('Two Dollar Radio');
    expect(founded?.triples.map((triple) => triple.subject)).not.toContain('Grace Krilanovich');
  });

  it('never runs a sentence over a blank line', () => {
    const analysis = analyzePassage({ text: 'The press was small\n\nTwo Dollar Radio is a publisher.' });
    expect(analysis.sentences.map((sentence) => sentence.text)).toEqual(['The press was small', 'Two Dollar Radio is a publisher.']);
  });

  it('links the passage to every subject (ABOUT), and a titled passage to its title only', () => {
    const untitled = buildPassage({ id: 'notes-1', title: '', text: packed });
    expect(untitled.titleEntity?.name).toBe('Grace Krilanovich');
    expect(untitled.aboutEntities?.map((about) => about.name)).toEqual(['Two Dollar Radio']);
    const titled = buildPassage({ id: 'notes-2', title: 'Notes', text: packed });
    expect(titled.titleEntity?.name).toBe('Notes');
    expect(titled.aboutEntities).toBeUndefined();
  });

  it('reads a single paragraph as before', () => {
    const single = analyzePassage({ text: 'Two Dollar Radio is an independent publishing house. It was founded in 2005.' });
    expect(single.topic).toBe('Two Dollar Radio');
    expect(single.paragraphTopics).toBeUndefined();
  });
});
