import type { SentenceItem } from '../noun-phrase.js';
import type { Token } from '../token.js';

const NEGATIONS = new Set(['not', "n't", 'never', 'no longer']);
const COPULAS = new Set(['be']);

/** A run of auxiliaries, verbs, adverbs and negations: "was not born", "written and directed". */
export interface VerbGroup {
  /** First and last item index (inclusive). */
  start: number;
  end: number;
  /** One relation stem per coordinated verb: ["written", "directed"]; auxiliaries kept ("was born"). */
  stems: string[];
  /** The main (last) verb token of each stem; undefined for a bare copula. */
  verbs: (Token | undefined)[];
  negated: boolean;
  passive: boolean;
  copula: boolean;
  /** The group starts with a participle and no auxiliary: "film directed by", "film starring". */
  bareParticiple: boolean;
}

export function startsVerbGroup(token: Token): boolean {
  return token.pos === 'VERB' || token.pos === 'AUX';
}

/** Reads the verb group starting at item `start` (which must satisfy `startsVerbGroup`). */
export function readVerbGroup(items: readonly SentenceItem[], start: number): VerbGroup {
  const parts: Token[][] = [[]];
  let negated = false;
  let end = start;
  for (let index = start; index < items.length; index++) {
    const item = items[index];
    if (item?.type !== 'word') break;
    const token = item.token;
    if (NEGATIONS.has(token.lower)) { negated = true; end = index; continue; }
    if (token.pos === 'VERB' || token.pos === 'AUX') { (parts[parts.length - 1] as Token[]).push(token); end = index; continue; }
    if (token.pos === 'ADV' && nextIsVerb(items, index)) continue;
    if (token.pos === 'PART' && token.lower === 'to' && nextIsVerb(items, index)) { (parts[parts.length - 1] as Token[]).push(token); continue; }
    if ((token.pos === 'CCONJ' || token.text === ',') && nextIsVerb(items, index) && lastIsParticiple(parts)) { parts.push([]); continue; }
    break;
  }
  // "never visited": a negation right before the group.
  const before = items[start - 1];
  if (before?.type === 'word' && NEGATIONS.has(before.token.lower)) negated = true;
  const auxiliaries = (parts[0] as Token[]).filter((token) => token.pos === 'AUX');
  const stems = parts.filter((part) => part.length > 0).map((part, order) => stemText(order === 0 ? part : [...auxiliaries, ...part].filter(unique)));
  const verbs = parts.filter((part) => part.length > 0).map((part) => lastVerb(part));
  const first = (parts[0] as Token[])[0];
  const hasBe = auxiliaries.some((token) => COPULAS.has(token.lemma));
  const mainVerb = verbs[verbs.length - 1];
  return {
    start,
    end,
    stems,
    verbs,
    negated,
    passive: hasBe && mainVerb !== undefined && isParticiple(mainVerb),
    copula: mainVerb === undefined && hasBe,
    bareParticiple: first !== undefined && first.pos === 'VERB',
  };
}

function unique(token: Token, index: number, all: Token[]): boolean {
  return all.indexOf(token) === index;
}

/** Relation text of a stem; do-support is dropped ("did not marry" -> "marry", negated). */
function stemText(tokens: readonly Token[]): string {
  const kept = tokens.filter((token, index) => !(token.lemma === 'do' && token.pos === 'AUX' && index < tokens.length - 1));
  return kept.map((token) => token.lower).join(' ');
}

function lastVerb(tokens: readonly Token[]): Token | undefined {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] as Token;
    if (token.pos === 'VERB') return token;
  }
  return undefined;
}

function nextIsVerb(items: readonly SentenceItem[], index: number): boolean {
  for (let next = index + 1; next < items.length && next <= index + 3; next++) {
    const item = items[next];
    if (item?.type !== 'word') return false;
    if (item.token.pos === 'VERB' || item.token.pos === 'AUX') return true;
    if (item.token.pos !== 'ADV' && !NEGATIONS.has(item.token.lower)) return false;
  }
  return false;
}

function lastIsParticiple(parts: readonly Token[][]): boolean {
  const last = parts[parts.length - 1];
  const verb = last ? lastVerb(last) : undefined;
  return verb !== undefined;
}

/** A past participle: "born", "directed", "written", "founded" (inflected and not a gerund). */
export function isParticiple(token: Token): boolean {
  if (token.lower.endsWith('ing')) return false;
  if (token.lower === 'born') return true;
  return token.lower !== token.lemma || /(ed|en|wn|ne)$/.test(token.lower);
}
