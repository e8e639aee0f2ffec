import type { PassageRecord } from '../../ports/graph-records.js';

/** Between the names of an untitled passage's subject names. */
export const SUBJECT_NAMES_SEPARATOR = ' · ';

/** A character that continues a word (a name followed by one is part of a longer word: "Adams" of "Adams-Morgan"). Java and JavaScript read it alike. */
export const WORD_CHARACTER = "[\\p{L}\\p{N}'’-]";

/** Articles a passage may open with before the name it opens with ("The European Trade Union Confederation was …"). */
export const OPENING_ARTICLES = ['The ', 'A ', 'An '] as const;

/**
 * The names an untitled passage is about, which the passage full-text index reads as a field of its
 * own (`subjectNames`): the names its analysis found it about (the lead subject, later paragraphs'
 * subjects, the other names the lead gives them), else the longest name its first sentence mentions
 * right at the passage's start ("The European Trade Union Confederation was set up in …": no
 * definition, but the name it opens with). Empty for a titled passage: its title is its own field.
 * BM25 scores a short field apart from the text, as it scores a title, so a question naming an
 * untitled passage's subject ranks that passage higher (a user's notes, chunks of a plain-text file);
 * the field weighs less than a title (`SUBJECT_NAMES_WEIGHT`), since it is read, not written, and
 * many untitled passages have none. The title stays as written: nothing invented is shown as one.
 * `BACKFILL_SUBJECT_NAMES` applies the same rule in Cypher to passages written before the field.
 */
export function passageSubjectNames(passage: Pick<PassageRecord, 'title' | 'titleEntity' | 'aboutEntities' | 'text' | 'sentences'>): string {
  if (passage.title.trim() !== '') return '';
  const names: string[] = [];
  for (const about of [...(passage.titleEntity ? [passage.titleEntity] : []), ...(passage.aboutEntities ?? [])]) {
    if (!names.includes(about.name)) names.push(about.name);
  }
  if (names.length > 0) return names.join(SUBJECT_NAMES_SEPARATOR);
  const first = passage.sentences.find((sentence) => sentence.position === 0);
  const opening = (first?.mentions ?? []).map((mention) => mention.name).filter((name) => opensWith(passage.text, name));
  return opening.sort((a, b) => b.length - a.length)[0] ?? '';
}

/** Whether the text, leading spaces and one article aside, starts with the name as a whole word. */
function opensWith(text: string, name: string): boolean {
  const start = text.trimStart();
  const article = OPENING_ARTICLES.find((word) => start.startsWith(word) && !name.startsWith(word));
  const rest = article ? start.slice(article.length) : start;
  return name.length > 0 && rest.startsWith(name) && !new RegExp(WORD_CHARACTER, 'u').test(rest.charAt(name.length));
}
