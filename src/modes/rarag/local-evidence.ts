import type { PassageContent } from '../../ports/retrieval-hits.js';
import type { RankedPassage } from '../search-result.js';

/** What evidence is matched against: the question's content words and the names the hops resolved. */
export interface EvidenceTerms {
  /** Lower-cased word stems (first five letters). */
  stems: string[];
  /** Lower-cased entity names (topic, bridges): a sentence naming one is evidence for the chain. */
  names: string[];
}

const STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'for', 'with', 'from', 'what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'was',
  'were', 'are', 'did', 'does', 'has', 'have', 'had', 'that', 'this', 'both', 'same', 'film', 'song', 'than',
]);
const NAME_WEIGHT = 2;
const STEM_LENGTH = 5;

function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)).map((word) => word.slice(0, STEM_LENGTH));
}

export function evidenceTerms(question: string, names: readonly string[]): EvidenceTerms {
  return {
    stems: [...new Set(stemsOf(question))],
    names: [...new Set(names.map((name) => name.toLowerCase().trim()).filter((name) => name.length >= 3))],
  };
}

/** Distinct question stems the text contains, plus `NAME_WEIGHT` per resolved name it contains. */
export function evidenceScore(text: string, terms: EvidenceTerms): number {
  const stems = new Set(stemsOf(text));
  const lower = text.toLowerCase();
  return terms.stems.filter((stem) => stems.has(stem)).length + NAME_WEIGHT * terms.names.filter((name) => lower.includes(name)).length;
}

/** The best-scoring sentences and triples of one passage (score > 0), best first, document order on ties. */
export function passageEvidence(content: PassageContent, terms: EvidenceTerms, perPassage: number): Pick<RankedPassage, 'sentences' | 'triples'> {
  const sentences = content.sentences
    .map((sentence) => ({ id: sentence.id, text: sentence.text, score: evidenceScore(sentence.text, terms) }))
    .filter((sentence) => sentence.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, perPassage);
  const triples = content.triples
    .map((triple) => ({ id: triple.id, subject: triple.subject, relation: triple.relation, object: triple.object, score: evidenceScore(`${triple.subject} ${triple.relation} ${triple.object}`, terms) }))
    .filter((triple) => triple.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, perPassage);
  return { sentences, triples };
}

/**
 * Attaches evidence to the returned passages from their own sentences and triples (one round trip
 * for all of them), scored by the question's words and the names the hops resolved: for a chain,
 * the sentence naming the bridge ("He was the second son of Emperor Lothair I and Ermengarde of
 * Tours.") is the evidence that matters, whatever its BM25 score for the question.
 */
export async function attachLocalEvidence(
  passageContents: (ids: readonly string[]) => Promise<PassageContent[]>,
  passages: Array<Omit<RankedPassage, 'sentences' | 'triples'>>,
  terms: EvidenceTerms,
  perPassage: number,
): Promise<RankedPassage[]> {
  if (perPassage === 0 || passages.length === 0) return passages.map((passage) => ({ ...passage, sentences: [], triples: [] }));
  const contents = new Map((await passageContents(passages.map((passage) => passage.id))).map((content) => [content.id, content]));
  return passages.map((passage) => {
    const content = contents.get(passage.id);
    return { ...passage, ...(content ? passageEvidence(content, terms, perPassage) : { sentences: [], triples: [] }) };
  });
}
