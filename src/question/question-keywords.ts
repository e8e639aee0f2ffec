import { getWink } from '../nlp/wink.js';

const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'who', 'whom', 'whose', 'what', 'when', 'where', 'which', 'why', 'how', 'whether', 'name',
]);

/** Content words of a question, lemmatized and lower-cased, without stop words, question words or punctuation; in order, unique. */
export function questionKeywords(question: string): string[] {
  const nlp = getWink();
  const its = nlp.its;
  const document = nlp.readDoc(question);
  const keywords: string[] = [];
  const seen = new Set<string>();
  document.tokens().each((token: { out: (helper: unknown) => unknown }) => {
    if (token.out(its.type) !== 'word' && token.out(its.type) !== 'number') return;
    if (token.out(its.stopWordFlag) === true) return;
    const lemma = String(token.out(its.lemma)).toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(lemma) || QUESTION_WORDS.has(lemma) || lemma === "'s") return;
    if (seen.has(lemma)) return;
    seen.add(lemma);
    keywords.push(lemma);
  });
  return keywords;
}
