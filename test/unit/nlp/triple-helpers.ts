import type { ExtractedTriple } from '../../../src/nlp/index.js';

/** "subject | relation | object" strings, for readable assertions. */
export function render(triples: readonly ExtractedTriple[]): string[] {
  return triples.map((triple) => `${triple.subject} | ${triple.relation} | ${triple.object}`);
}

export function find(triples: readonly ExtractedTriple[], subject: string, relation: string, object: string): ExtractedTriple | undefined {
  return triples.find((triple) => triple.subject === subject && triple.relation === relation && triple.object === object);
}
