import { getWink } from '../nlp/wink.js';
import { findEntitySpans, type EntitySpan } from './entity-span.js';
import type { LexiconSetting } from './lexicon-setting.js';
import { tokenizeQuestion, type QuestionToken } from './question-token.js';

/** A question split into tokens, with entity spans and a part-of-speech tag per token. */
export interface ParsedQuestion {
  question: string;
  tokens: QuestionToken[];
  spans: EntitySpan[];
  /** Universal POS tag from wink-nlp for each token (by character offset); 'X' when none. */
  partsOfSpeech: string[];
  /** For each token, the index of the entity span holding it, or -1. */
  spanOfToken: number[];
  /** Whether the hand-written relation knowledge reads this question. */
  lexicon: LexiconSetting;
}

/**
 * Tokenizes, tags parts of speech and finds entities (one wink-nlp pass, well under a millisecond).
 * `lexicon` decides how type words before titles are recognised (see findEntitySpans).
 */
export function parseQuestion(question: string, lexicon: LexiconSetting = 'full'): ParsedQuestion {
  const text = question.replace(/\s+/g, ' ').trim();
  const tokens = tokenizeQuestion(text);
  const partsOfSpeech = tagPartsOfSpeech(text, tokens);
  const spans = findEntitySpans(tokens, { lexicon, partsOfSpeech });
  const spanOfToken = new Array<number>(tokens.length).fill(-1);
  spans.forEach((span, spanIndex) => {
    for (let index = span.start; index <= span.end; index++) spanOfToken[index] = spanIndex;
  });
  return { question: text, tokens, spans, partsOfSpeech, spanOfToken, lexicon };
}

function tagPartsOfSpeech(text: string, tokens: readonly QuestionToken[]): string[] {
  const nlp = getWink();
  const document = nlp.readDoc(text);
  const values = document.tokens().out(nlp.its.value) as string[];
  const tags = document.tokens().out(nlp.its.pos) as string[];
  // Place wink's tokens on the text to map them to our tokens by character offset.
  const starts: number[] = [];
  let cursor = 0;
  for (const value of values) {
    const found = text.indexOf(value, cursor);
    const start = found >= 0 ? found : cursor;
    starts.push(start);
    cursor = start + (found >= 0 ? value.length : 0);
  }
  const result: string[] = [];
  let winkIndex = 0;
  for (const token of tokens) {
    while (winkIndex + 1 < starts.length && (starts[winkIndex + 1] ?? Infinity) <= token.start) winkIndex++;
    result.push(tags[winkIndex] ?? 'X');
  }
  return result;
}
