import { createHash } from 'node:crypto';

/** Content hash of a passage (title and text): changes exactly when the passage's content does. */
export function passageHash(title: string, text: string): string {
  return createHash('sha256').update(title).update('\u0000').update(text).digest('hex').slice(0, 24);
}

/**
 * The hash stored on a passage: its content hash, plus the triple extractor when it is not the
 * default rule-based one, so re-ingesting the same text with `--triples llm` is not skipped. It does
 * not depend on embedding: whether a passage has a vector, and of which model, is stored beside it
 * (`embeddingModel`), so an ingest with `--embed none` leaves the vectors of unchanged passages alone,
 * and one with `--embed local` embeds exactly the passages that lack a vector of its model.
 */
export function storedPassageHash(title: string, text: string, triples: 'rules' | 'llm' | 'both' = 'rules'): string {
  const hash = `${passageHash(title, text)}.${PASSAGE_ANALYSIS_VERSION}`;
  return triples === 'rules' ? hash : `${hash}-${triples}`;
}

/**
 * The version of what passage analysis makes of a text (sentences, triples, mentions, references,
 * the entity an untitled passage is about). It is part of the stored hash, so a passage analysed by
 * an earlier version is not "unchanged": re-ingesting a corpus after an upgrade re-analyses it
 * instead of keeping the old triples. Raise it whenever the analysis of some text changes.
 * 2: reference resolution and the lead subject of untitled passages (stop 17).
 * 3: untitled passages that open by defining a thing are about it; names with a quoted nickname or a
 *    suffix after a comma are one name; emoticon-like brackets ("( ;") open asides (stop 18).
 * 4: an untitled passage whose first sentence defines a name written in title case ("Finding the Sun
 *    is a one-act play …") is about that name even when the tagger read no noun phrase there (stop 19).
 * 5: paragraphs (split at blank lines) are tokenized apart; an untitled passage's later paragraph that
 *    opens by defining a name makes the passage about that name too, and its pronouns refer to it
 *    (a text file's chunk packs paragraphs; stop 20). Texts without blank lines read as before.
 * 6: an untitled passage is also about the other names its lead sentences give their subjects in the
 *    subject's aside ("…, known professionally as Jamie Foxx, is …"; stop 22).
 * 7: an untitled passage whose first sentence defines a name in title case is about the whole name
 *    when the tagger read only part of it as the subject ("Girl" of "Girl from Hong Kong is a 1961 …
 *    film"); a preposition and a number do not open such a name ("After 1990 Smith was a …"; stop 37).
 * 8: an untitled passage whose lead writes its subject with a nickname in quotes is also about the
 *    nickname with the family name ('William Thomas "Billy" Murray' → Billy Murray; stop 38).
 */
export const PASSAGE_ANALYSIS_VERSION = 'a8';

/**
 * Whether a stored passage holds `expectedHash` (from `storedPassageHash`). Passages written before
 * the hash stopped depending on embedding carry their vector's model as a suffix; they match too.
 */
export function storedHashMatches(stored: { hash: string; embeddingModel?: string } | undefined, expectedHash: string): boolean {
  if (!stored) return false;
  return stored.hash === expectedHash || (stored.embeddingModel !== undefined && stored.hash === `${expectedHash}-${stored.embeddingModel}`);
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
