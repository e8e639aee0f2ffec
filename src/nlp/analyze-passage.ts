import { buildSentenceFrame } from './build-sentence-frame.js';
import { collectMentions } from './collect-mentions.js';
import { draftFrameTriples, resolveFrameTriples } from './extract-frame-triples.js';
import { leadNameSpan } from './lead-name-span.js';
import { leadAliases, quotedNickname } from './lead-aliases.js';
import { markDefinedSubject, markLeadSubject } from './lead-subject.js';
import { learnFromSentence, learnFromReferences, leadSubject, mergeLeadAliases, referenceMentions, titleDisambiguatorHead } from './learn-passage-discourse.js';
import { beginSentence, createPassageDiscourse, describeEntity, discourseEntity, type DiscourseEntity, type PassageDiscourse } from './passage-discourse.js';
import type { ExtractedSentence, PassageAnalysis } from './passage-analysis.js';
import { createResolutionContext } from './resolution-context.js';
import { titleTokens } from './title-tokens.js';
import { entityKey, nameWordsWithin } from './entity-key.js';
import { joinTokens, type Token } from './token.js';
import { tokenizePassage } from './tokenize-passage.js';

/**
 * Splits a passage into sentences and extracts triples and mentions from each.
 * References are read as the entity they refer to, from the passage alone (see `resolveReference`):
 * he/she/it/they (and their object and possessive forms) as the passage's topic — the title once
 * mentioned, else the lead sentence's subject — or the one compatible entity named just before, and
 * "the <noun>" as the one entity the passage described with that noun ("X is a company" -> "the
 * company"). Resolved references become triple subjects/objects and sentence mentions.
 */
export function analyzePassage(passage: { title?: string; text: string }): PassageAnalysis {
  const context = createResolutionContext(passage.title);
  const words = titleTokens(passage.title);
  const discourse = createPassageDiscourse();
  if (context.title) {
    discourse.titleEntity = discourseEntity(discourse, context.title);
    const head = titleDisambiguatorHead(context.title);
    if (discourse.titleEntity && head) describeEntity(discourse.titleEntity, head, -1);
  }
  const sentences: ExtractedSentence[] = [];
  const paragraphTopics: string[] = [];
  // Other names the lead sentences give their subjects ("…, known professionally as Jamie Foxx, is …").
  const aliases: string[] = [];
  // The first paragraph's subject, fixed when the second paragraph starts.
  let firstTopic: { name: string | undefined } | undefined;
  // Paragraphs are tokenized apart (no sentence runs over a blank line); an untitled passage's later
  // paragraph that opens by defining a name is about that name, as its first paragraph is about its lead subject.
  const paragraphs = paragraphSentences(passage.text);
  paragraphs.forEach(({ tokens, opensParagraph }, position) => {
    const opensLaterParagraph = opensParagraph && position > 0 && !context.title;
    context.firstSentence = position === 0 || opensLaterParagraph;
    beginSentence(discourse, position);
    const frame = buildSentenceFrame(tokens, words);
    markLeadSubject(frame, context);
    markDefinedSubject(frame, context);
    context.reference = { tokens: frame.tokens, discourse, resolved: new Map() };
    const drafts = draftFrameTriples(frame);
    const mentions = collectMentions(frame, context);
    learnFromSentence(frame, drafts, context, discourse);
    const title = discourse.titleEntity;
    if (title && !discourse.topic && mentions.includes(title.name)) discourse.topic = title;
    if (!discourse.topic && position === 0) {
      const subject = leadSubject(frame, drafts, context, discourse);
      discourse.topic = context.title ? subject : definedName(tokens, subject, discourse);
    }
    if (opensLaterParagraph) {
      firstTopic ??= { name: discourse.topic?.name };
      const topic = definedName(tokens, leadSubject(frame, drafts, context, discourse), discourse);
      // The paragraph's subject is what its pronouns refer to from here on.
      if (topic) {
        discourse.topic = topic;
        if (!paragraphTopics.includes(topic.name)) paragraphTopics.push(topic.name);
      }
    }
    if (!context.title && context.firstSentence && discourse.topic) {
      const nickname = quotedNickname(tokens);
      for (const alias of [...leadAliases(frame), ...(nickname ? [nickname] : [])]) if (isOtherName(alias, discourse.topic.name) && !aliases.includes(alias)) aliases.push(alias);
    }
    mergeLeadAliases(frame, drafts, context, discourse);
    // References are read in textual order ("She ... his wife": "she" first), then the triples reuse them.
    referenceMentions(frame, context);
    const triples = resolveFrameTriples(drafts, context);
    if (title && !discourse.topic && triples.some((triple) => triple.subject === title.name)) discourse.topic = title;
    const references = referenceMentions(frame, context);
    if (title && !discourse.topic && references.some((reference) => reference.entity === title)) discourse.topic = title;
    learnFromReferences(frame, drafts, context, discourse);
    for (const reference of references) if (!mentions.includes(reference.entity.name)) mentions.push(reference.entity.name);
    const sentence: ExtractedSentence = { text: joinTokens(tokens), position, triples, mentions };
    if (references.length > 0) sentence.references = references.map((reference) => ({ surface: reference.surface, entity: reference.entity.name, via: reference.via }));
    sentences.push(sentence);
  });
  if (context.title) return { sentences };
  const first = firstTopic ? firstTopic.name : discourse.topic?.name;
  const later = paragraphTopics.filter((name) => name !== first);
  const otherNames = aliases.filter((name) => name !== first && !later.includes(name));
  return { sentences, ...(first ? { topic: first } : {}), ...(later.length > 0 ? { paragraphTopics: later } : {}), ...(otherNames.length > 0 ? { aliases: otherNames } : {}) };
}

/**
 * What an untitled passage's opening sentence defines: the name written in title case before "is
 * a/an/the …" (`leadNameSpan`) when the tagger read no subject there ("Finding the Sun is a play …")
 * or only the part of it the span ends with or starts with ("Girl" of "Girl from Hong Kong is a 1961
 * … film", "Greater Glory" of "No Greater Glory is a 1934 … film"), else the tagger's subject. The
 * span's words before the subject hold no preposition, number or verb ("In 1990 Smith was a …" is
 * about Smith).
 */
function definedName(tokens: readonly Token[], subject: DiscourseEntity | undefined, discourse: PassageDiscourse): DiscourseEntity | undefined {
  const span = leadNameSpan(tokens);
  if (!span) return subject;
  if (!subject) return discourseEntity(discourse, span);
  const spanKey = entityKey(span);
  if (spanKey === subject.key || !nameWordsWithin(subject.name, span)) return subject;
  const first = entityKey(subject.name).split(' ')[0];
  const start = tokens.findIndex((token) => entityKey(token.text) === first);
  if (start < 0 || tokens.slice(0, start).some((token) => SPAN_PREFIX_BREAKERS.has(token.pos))) return subject;
  return discourseEntity(discourse, span) ?? subject;
}

/** Parts of speech that do not open a title before its head ("In 1990 Smith was …"). */
const SPAN_PREFIX_BREAKERS: ReadonlySet<string> = new Set(['ADP', 'NUM', 'SCONJ', 'VERB', 'AUX', 'PRON']);

/**
 * An alias is another name, not a short form of the subject's own ("Eduardo" for "Eduardo De
 * Filippo" names many people; the passage reads it as its subject already).
 */
function isOtherName(alias: string, topic: string): boolean {
  return entityKey(alias).replace(/ /g, '').length > 1 && !nameWordsWithin(alias, topic);
}

/** The sentences of a text, paragraph by paragraph (split at blank lines), each marked when it opens a paragraph. */
function paragraphSentences(text: string): Array<{ tokens: Token[]; opensParagraph: boolean }> {
  const sentences: Array<{ tokens: Token[]; opensParagraph: boolean }> = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    tokenizePassage(paragraph).forEach((tokens, index) => sentences.push({ tokens, opensParagraph: index === 0 }));
  }
  return sentences;
}
