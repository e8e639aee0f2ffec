import { chunkNounPhrases } from '../chunk-noun-phrases.js';
import type { NounPhrase } from '../noun-phrase.js';
import type { SentenceFrame } from '../sentence-frame.js';
import type { Token } from '../token.js';
import type { TripleDraft } from '../triple-draft.js';

const RANGE_MARKS = new Set(['–', '-', '—', 'to', '−']);
const BIRTH_WORDS = new Set(['born', 'b.']);
const DEATH_WORDS = new Set(['died', 'd.', 'death']);

/**
 * Life dates in a parenthetical right after a name (rule 'life-dates'):
 *   "X (born 5 May 1950 in Paris)"      -> (X, born on, 5 May 1950), (X, born in, Paris)
 *   "X (died 11 November 875)"          -> (X, died on, 11 November 875)
 *   "X (3 May 1920 – 7 June 1990)"      -> (X, born on, 3 May 1920), (X, died on, 7 June 1990)
 * Parts separated by ";" or "," are read independently ("(Russian: ...; born 1950)").
 */
export function applyLifeDatesRule(frame: SentenceFrame): TripleDraft[] {
  const drafts: TripleDraft[] = [];
  for (const parenthetical of frame.parentheticals) {
    const subject = subjectAt(frame, parenthetical.anchor);
    if (!subject) continue;
    const items = chunkNounPhrases(parenthetical.tokens, undefined);
    let mode: 'born' | 'died' | 'none' = 'none';
    let preposition = '';
    const dates: NounPhrase[] = [];
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      if (!item) continue;
      if (item.type === 'word') {
        const word = item.token.lower;
        if (BIRTH_WORDS.has(word)) { mode = 'born'; preposition = ''; }
        else if (DEATH_WORDS.has(word)) { mode = 'died'; preposition = ''; }
        else if (word === ';') { mode = 'none'; preposition = ''; }
        else if (item.token.pos === 'ADP') preposition = word;
        continue;
      }
      const phrase = item.phrase;
      if (phrase.kind === 'date') {
        if (mode !== 'none' && (preposition === '' || preposition === 'on' || preposition === 'in')) {
          drafts.push(lifeDraft(subject, mode === 'born' ? 'born on' : 'died on', phrase));
        } else if (mode === 'none') dates.push(phrase);
        preposition = '';
      } else if (phrase.kind === 'proper' && mode !== 'none' && (preposition === 'in' || preposition === 'at' || preposition === 'near')) {
        drafts.push(lifeDraft(subject, mode === 'born' ? 'born in' : 'died in', phrase));
        const next = items[index + 1];
        const after = items[index + 2];
        if (next?.type === 'word' && next.token.text === ',' && after?.type === 'phrase' && after.phrase.kind === 'proper') {
          drafts.push(lifeDraft(subject, mode === 'born' ? 'born in' : 'died in', after.phrase));
          index += 2;
        }
        preposition = '';
      }
    }
    drafts.push(...rangeDrafts(subject, parenthetical.tokens, dates));
  }
  return drafts;
}

/** "(3 May 1920 – 7 June 1990)": two bare dates joined by a dash are birth and death. */
function rangeDrafts(subject: NounPhrase, tokens: readonly Token[], dates: readonly NounPhrase[]): TripleDraft[] {
  const [birth, death] = dates;
  if (!birth || !death || dates.length !== 2) return [];
  const between = tokens.slice(birth.end + 1, death.start);
  // Up to a few words between allow a birth place: "(April 18, 1897 in Westborough, Massachusetts – November 15, 1962)".
  if (!between.some((token) => RANGE_MARKS.has(token.lower)) || between.length > 8) return [];
  return [lifeDraft(subject, 'born on', birth), lifeDraft(subject, 'died on', death)];
}

function subjectAt(frame: SentenceFrame, anchor: number): NounPhrase | undefined {
  // "Gurinder Chadha, (born 1960)": a comma may sit between the name and the bracket.
  if (frame.tokens[anchor]?.text === ',') anchor--;
  if (anchor < 0) return undefined;
  for (const item of frame.items) {
    if (item.type === 'phrase' && item.phrase.end === anchor) {
      return item.phrase.kind === 'proper' ? item.phrase : undefined;
    }
  }
  return undefined;
}

function lifeDraft(subject: NounPhrase, relation: string, object: NounPhrase): TripleDraft {
  return { subject, relation, object, negated: false, passive: false, rule: 'life-dates', strength: 0.95 };
}
