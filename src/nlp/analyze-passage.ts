import { buildSentenceFrame } from './build-sentence-frame.js';
import { collectMentions } from './collect-mentions.js';
import { extractFrameTriples } from './extract-frame-triples.js';
import type { ExtractedSentence, PassageAnalysis } from './passage-analysis.js';
import { createResolutionContext, type ResolutionContext } from './resolution-context.js';
import { resolveSubject } from './resolve-entity.js';
import type { SentenceFrame } from './sentence-frame.js';
import { titleTokens } from './title-tokens.js';
import { markLeadSubject } from './lead-subject.js';
import { joinTokens } from './token.js';
import { tokenizePassage } from './tokenize-passage.js';

/**
 * Splits a passage into sentences and extracts triples and mentions from each.
 * Passage-level coreference is deliberately simple: once the title has been mentioned, he/she/it/they
 * (and his/her/its/their as possessors) are read as the title, and so is "the <class noun>" when the
 * first sentence said what the title is ("X is a 1998 film" -> "The film ...").
 */
export function analyzePassage(passage: { title?: string; text: string }): PassageAnalysis {
  const context = createResolutionContext(passage.title);
  const words = titleTokens(passage.title);
  const sentences: ExtractedSentence[] = [];
  tokenizePassage(passage.text).forEach((tokens, position) => {
    context.firstSentence = position === 0;
    const frame = buildSentenceFrame(tokens, words);
    markLeadSubject(frame, context);
    const mentions = collectMentions(frame, context);
    if (context.title && mentions.includes(context.title)) context.pronounsAllowed = true;
    const triples = extractFrameTriples(frame, context);
    if (context.title && triples.some((triple) => triple.subject === context.title)) context.pronounsAllowed = true;
    if (context.titleClassHead === undefined) learnTitleClass(frame, context);
    sentences.push({ text: joinTokens(tokens), position, triples, mentions });
  });
  return { sentences };
}

/** Remembers the head noun of the title's description ("film") from a copula or appositive about the title. */
function learnTitleClass(frame: SentenceFrame, context: ResolutionContext): void {
  for (const [description, owner] of frame.owners) {
    if (description.kind !== 'common') continue;
    if (resolveSubject(owner, context).name === context.title) {
      context.titleClassHead = description.head;
      return;
    }
  }
}
