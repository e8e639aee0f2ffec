import { createHash } from 'node:crypto';

/** Content hash of a passage (title and text): changes exactly when the passage's content does. */
export function passageHash(title: string, text: string): string {
  return createHash('sha256').update(title).update('\u0000').update(text).digest('hex').slice(0, 24);
}

/**
 * The hash stored on a passage: its content hash, plus the triple extractor when it is not the
 * default rule-based one, and the embedding model when vectors are stored — so re-ingesting the
 * same text with `--triples llm` or another `--embed` model is not skipped (the model change is
 * detected and the passages re-embedded).
 */
export function storedPassageHash(title: string, text: string, triples: 'rules' | 'llm' | 'both' = 'rules', embeddingModel?: string): string {
  const hash = passageHash(title, text);
  const withTriples = triples === 'rules' ? hash : `${hash}-${triples}`;
  return embeddingModel ? `${withTriples}-${embeddingModel}` : withTriples;
}

/** A passage keeps the id its record gives; else its content hash names it. */
export function passageId(recordId: string | undefined, title: string, text: string): string {
  return recordId ?? `p-${passageHash(title, text)}`;
}

/** Sentence and triple ids derive from the passage id and positions, so re-ingesting is idempotent. */
export function sentenceId(passage: string, position: number): string {
  return `${passage}#s${position}`;
}

export function tripleId(sentence: string, index: number): string {
  return `${sentence}#t${index}`;
}
