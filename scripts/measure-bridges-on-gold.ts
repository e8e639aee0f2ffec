/**
 * How well megrag's general path finds a question's first hop when the evidence is right: for each
 * MuSiQue question with a decomposition, `findBridge` (src/answer/bridge-question.ts) over the
 * sentences of the question's gold passages only, against the decomposition's first answer.
 *   npx tsx scripts/measure-bridges-on-gold.ts [--datasets ../shared/datasets] [--hops 2] [--untitled] [--failures N]
 * Prints found / wrong entity / no bridge, and the first N failures with the part of the question the
 * bridge replaced. A component measure: in a run the gold sentences compete with the rest of the
 * step's evidence, so the end-to-end figure is lower.
 */
import { join } from 'node:path';
import { findBridge } from '../src/answer/bridge-question.js';
import { contentStems, questionTerms } from '../src/answer/question-terms.js';
import type { EvidenceSentence } from '../src/answer/read-answers.js';
import { entityKey } from '../src/nlp/entity-key.js';
import { splitSentences } from '../src/nlp/split-sentences.js';
import { readJsonLines } from './read-json-lines.js';

interface Question {
  id: string;
  question: string;
  hops: number;
  gold: string[];
  decomposition?: { question: string; answer: string }[];
}

interface Passage {
  id: string;
  title?: string;
  text: string;
}

const argumentsList = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const index = argumentsList.indexOf(flag);
  return index >= 0 ? argumentsList[index + 1] : undefined;
};
const datasets = valueOf('--datasets') ?? join(process.cwd(), '..', 'shared', 'datasets');
const hops = Number(valueOf('--hops') ?? 2);
const failureLimit = Number(valueOf('--failures') ?? 0);
const untitled = argumentsList.includes('--untitled');

const passages = new Map(readJsonLines<Passage>(join(datasets, 'musique', 'corpus.jsonl')).map((passage) => [passage.id, passage]));
const questions = readJsonLines<Question>(join(datasets, 'musique', 'questions.jsonl')).filter((question) => question.hops === hops && question.decomposition?.length);

/** The same entity: equal keys, or one key holding the other as whole words ("Kansas" in "State of Kansas"). */
function sameEntity(found: string, expected: string): boolean {
  const a = entityKey(found);
  const b = entityKey(expected);
  return a !== '' && b !== '' && (a === b || ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `));
}

let found = 0;
let wrong = 0;
let none = 0;
const failures: string[] = [];
for (const question of questions) {
  const evidence: EvidenceSentence[] = question.gold.flatMap((id) => {
    const passage = passages.get(id);
    if (!passage) return [];
    return splitSentences(passage.text).map((text, index) => ({ id: `${id}#s${index}`, passageId: id, text, about: untitled ? '' : (passage.title ?? ''), rank: index }));
  });
  const bridge = findBridge(question.question, questionTerms(question.question), evidence, contentStems(question.question));
  const expected = question.decomposition![0]!.answer;
  if (bridge && sameEntity(bridge.entity, expected)) found += 1;
  else {
    if (bridge) wrong += 1;
    else none += 1;
    if (failures.length < failureLimit) failures.push(`${question.id}: ${question.question}\n  expected ${expected}; ${bridge ? `found ${bridge.entity} for "${bridge.resolved}"` : 'no bridge'}`);
  }
}
const share = (count: number): string => `${count} (${((100 * count) / Math.max(1, questions.length)).toFixed(1)} %)`;
console.log(`MuSiQue ${hops}-hop questions with a decomposition: ${questions.length}${untitled ? ', passages without titles' : ''}`);
console.log(`first hop found ${share(found)}, another entity ${share(wrong)}, no bridge ${share(none)}`);
for (const failure of failures) console.log(failure);
