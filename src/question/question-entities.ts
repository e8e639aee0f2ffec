import type { LexiconSetting } from './lexicon-setting.js';
import { parseQuestion, type ParsedQuestion } from './parsed-question.js';

/** Entity texts of a parsed question, unique (case-insensitive), longest first. */
export function entitiesLongestFirst(parsed: ParsedQuestion): string[] {
  const seen = new Set<string>();
  const entities: string[] = [];
  for (const span of parsed.spans) {
    const key = span.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entities.push(span.text);
  }
  return entities.sort((first, second) => second.length - first.length);
}

/**
 * Named entities and titles in a question: quoted titles, capitalized runs (with name particles such
 * as "of"), typed titles ("film Polish Wedding" -> "Polish Wedding"); longest first.
 */
export function questionEntities(question: string, lexicon: LexiconSetting = 'full'): string[] {
  return entitiesLongestFirst(parseQuestion(question, lexicon));
}
