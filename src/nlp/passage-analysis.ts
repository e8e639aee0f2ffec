import type { ExtractedTriple } from './extracted-triple.js';

export interface ExtractedSentence {
  text: string;
  /** 0-based sentence index within the passage. */
  position: number;
  triples: ExtractedTriple[];
  /** Entity names found in the sentence: proper-noun runs, the title when mentioned, dates, and the entities its references were read as. */
  mentions: string[];
  /** Pronouns and definite descriptions read as a named entity of the passage ("Its" -> "Acme Corporation"). */
  references?: SentenceReference[];
}

export interface SentenceReference {
  /** The words as written: "Its", "she", "the company". */
  surface: string;
  /** The entity name it was read as (also in `mentions`). */
  entity: string;
  via: 'pronoun' | 'definite';
}

export interface PassageAnalysis {
  sentences: ExtractedSentence[];
  /**
   * For a passage without a title: the entity it is about, read from its lead sentence's subject
   * ("Ada Park (born 1950) is an engineer …" → "Ada Park"), when it has one. Ingestion links the
   * passage to it (`ABOUT`) as it links a titled passage to its title, so the modes that jump to
   * "the passage about X" work on text without titles.
   */
  topic?: string;
  /**
   * The subjects of an untitled passage's later paragraphs that open by defining a name (a chunk of a
   * text file packs several paragraphs): the passage is about each of them too.
   */
  paragraphTopics?: string[];
  /**
   * Other names an untitled passage's lead sentences give their subjects in the subject's aside
   * ("Eric Marlon Bishop (born …), known professionally as Jamie Foxx, is …" → Jamie Foxx): the
   * passage is about them too, as a title would have named it.
   */
  aliases?: string[];
}
