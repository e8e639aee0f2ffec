/**
 * Measures the non-LLM question decomposer (src/question) on the shared datasets:
 *   npx tsx scripts/measure-decomposer.ts [--failures N] [--datasets /path/to/datasets]
 * 2Wiki: per type, the share analyzed as chain / comparison / unsplittable; for compositional and
 * inference questions, topic entity vs the first evidence triple's subject and relations vs the
 * evidence relations (exact and fuzzy); for comparisons, subjects vs the evidence subjects.
 * MuSiQue and HotpotQA: the split rate. Prints failures and the time per question.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeQuestion, type QuestionAnalysis } from '../src/question/index.js';

interface DatasetQuestion {
  id: string;
  question: string;
  type: string;
  evidence?: [string, string, string][];
}

const argumentsList = process.argv.slice(2);
const failureLimit = Number(valueOf('--failures') ?? 20);
const datasetsPath = valueOf('--datasets') ?? '/work/shared/datasets';

function valueOf(flag: string): string | undefined {
  const index = argumentsList.indexOf(flag);
  return index >= 0 ? argumentsList[index + 1] : undefined;
}

function readQuestions(dataset: string): DatasetQuestion[] {
  return readFileSync(join(datasetsPath, dataset, 'questions.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DatasetQuestion);
}

/** Wikidata labels in 2Wiki evidence mapped to the decomposer's canonical labels. */
const EVIDENCE_RELATION_ALIASES: Readonly<Record<string, string>> = {
  'country of citizenship': 'nationality',
  'founded by': 'founder',
  'publication date': 'release date',
};

function normalizeRelation(relation: string): string {
  return EVIDENCE_RELATION_ALIASES[relation] ?? relation;
}

/** Lower-case, without a trailing "(disambiguation)", quotes and extra spaces. */
function normalizeEntity(entity: string): string {
  return entity
    .toLowerCase()
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/["“”]/g, '')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Relations match loosely: equal, or one contains the other, or both are kinds of parent. */
function fuzzyRelationMatch(predicted: string, gold: string): boolean {
  if (predicted === gold || predicted.includes(gold) || gold.includes(predicted)) return true;
  const parents = new Set(['father', 'mother', 'parent']);
  return parents.has(predicted) && parents.has(gold);
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '  n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
}

function describe(analysis: QuestionAnalysis): string {
  if (analysis.kind === 'chain') return `chain ${analysis.topicEntity} | ${analysis.relations.join(' > ')} | ${analysis.secondHopTemplate}`;
  if (analysis.kind === 'comparison') return `comparison ${analysis.subjects.join(' ; ')} | ${analysis.via.join('>')} ${analysis.attribute} ${analysis.comparator} ${analysis.answerType}`;
  return `unsplittable: ${analysis.reason} [${analysis.entities.join(' ; ')}]`;
}

const failures: string[] = [];
let totalQuestions = 0;
let totalMilliseconds = 0;

function timedAnalysis(question: string): QuestionAnalysis {
  const started = performance.now();
  const analysis = analyzeQuestion(question);
  totalMilliseconds += performance.now() - started;
  totalQuestions++;
  return analysis;
}

analyzeQuestion('Who is the father of the director of film Polish Wedding?'); // load the model before timing

// 2WikiMultiHopQA
const wikiQuestions = readQuestions('2wiki');
const kindsByType = new Map<string, Map<string, number>>();
let chainTotal = 0;
let topicMatches = 0;
let topicFuzzyMatches = 0;
let relationMatches = 0;
let relationFuzzyMatches = 0;
let chainFullMatches = 0;
let comparisonTotal = 0;
let subjectMatches = 0;
let attributeMatches = 0;
const attributeMisses = new Map<string, number>();
for (const item of wikiQuestions) {
  const analysis = timedAnalysis(item.question);
  const kinds = kindsByType.get(item.type) ?? new Map<string, number>();
  kinds.set(analysis.kind, (kinds.get(analysis.kind) ?? 0) + 1);
  kindsByType.set(item.type, kinds);
  const evidence = item.evidence ?? [];
  if (item.type === 'compositional' || item.type === 'inference') {
    chainTotal++;
    const goldSubject = normalizeEntity(evidence[0]?.[0] ?? '');
    const goldRelations = evidence.map((triple) => normalizeRelation(triple[1]));
    const topic = analysis.kind === 'chain' ? normalizeEntity(analysis.topicEntity) : '';
    const relations = analysis.kind === 'chain' ? analysis.relations : [];
    const topicOk = topic === goldSubject;
    const topicFuzzy = topic !== '' && (topicOk || goldSubject.includes(topic) || topic.includes(goldSubject));
    const relationsOk = relations.length === goldRelations.length && relations.every((relation, index) => relation === goldRelations[index]);
    const relationsFuzzy =
      relations.length === goldRelations.length && relations.every((relation, index) => fuzzyRelationMatch(relation, goldRelations[index] ?? ''));
    if (topicOk) topicMatches++;
    if (topicFuzzy) topicFuzzyMatches++;
    if (relationsOk) relationMatches++;
    if (relationsFuzzy) relationFuzzyMatches++;
    if (topicFuzzy && relationsFuzzy) chainFullMatches++;
    if (!topicFuzzy || !relationsFuzzy) {
      failures.push(`2wiki/${item.type}: ${item.question}\n    gold: ${evidence[0]?.[0]} | ${goldRelations.join(' > ')}\n    got:  ${describe(analysis)}`);
    }
  } else {
    comparisonTotal++;
    const goldSubjects = [...new Set(evidence.map((triple) => normalizeEntity(triple[0])))];
    // bridge_comparison evidence also names the bridge entities; the subjects are the first triples' subjects.
    const expected = item.type === 'bridge_comparison' ? goldSubjects.slice(0, 2) : goldSubjects;
    const subjects = analysis.kind === 'comparison' ? analysis.subjects.map(normalizeEntity) : [];
    const ok = expected.length === subjects.length && expected.every((subject) => subjects.includes(subject));
    const goldAttribute = normalizeRelation(evidence[evidence.length - 1]?.[1] ?? '');
    const attribute = analysis.kind === 'comparison' ? analysis.attribute : '';
    const lifespan = attribute === 'lifespan' && evidence.some((triple) => triple[1] === 'date of birth') && evidence.some((triple) => triple[1] === 'date of death');
    if (attribute === goldAttribute || lifespan) attributeMatches++;
    else attributeMisses.set(`${attribute} (gold ${goldAttribute})`, (attributeMisses.get(`${attribute} (gold ${goldAttribute})`) ?? 0) + 1);
    if (ok) subjectMatches++;
    else failures.push(`2wiki/${item.type}: ${item.question}\n    gold: ${expected.join(' ; ')}\n    got:  ${describe(analysis)}`);
  }
}

console.log('2WikiMultiHopQA (%d questions)', wikiQuestions.length);
console.log('  type                 n   chain  compar  unsplit');
for (const [type, kinds] of kindsByType) {
  const n = [...kinds.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `  ${type.padEnd(18)} ${String(n).padStart(4)}  ${percent(kinds.get('chain') ?? 0, n)} ${percent(kinds.get('comparison') ?? 0, n)} ${percent(kinds.get('unsplittable') ?? 0, n)}`,
  );
}
console.log(`  compositional+inference (${chainTotal}):`);
console.log(`    topic entity = first evidence subject   exact ${percent(topicMatches, chainTotal)}   contained ${percent(topicFuzzyMatches, chainTotal)}`);
console.log(`    relations = evidence relations          exact ${percent(relationMatches, chainTotal)}   fuzzy ${percent(relationFuzzyMatches, chainTotal)}`);
console.log(`    topic (contained) and relations (fuzzy) both right ${percent(chainFullMatches, chainTotal)}`);
console.log(`  comparison+bridge_comparison (${comparisonTotal}): subjects = evidence subjects ${percent(subjectMatches, comparisonTotal)}`);
console.log(`    attribute = last evidence relation (lifespan = birth and death) ${percent(attributeMatches, comparisonTotal)}; misses: ${[...attributeMisses].map(([key, count]) => `${key} x${count}`).join(', ')}`);

for (const dataset of ['musique', 'hotpotqa']) {
  const questions = readQuestions(dataset);
  const byType = new Map<string, { n: number; split: number }>();
  for (const item of questions) {
    const analysis = timedAnalysis(item.question);
    const counts = byType.get(item.type) ?? { n: 0, split: 0 };
    counts.n++;
    if (analysis.kind !== 'unsplittable') counts.split++;
    byType.set(item.type, counts);
    if (analysis.kind === 'unsplittable' && failures.length < 10_000) failures.push(`${dataset}/${item.type}: ${item.question}\n    got:  ${describe(analysis)}`);
  }
  const total = [...byType.values()].reduce((sum, counts) => ({ n: sum.n + counts.n, split: sum.split + counts.split }), { n: 0, split: 0 });
  console.log(`${dataset} (${total.n} questions): split (chain or comparison) ${percent(total.split, total.n)}`);
  for (const [type, counts] of byType) console.log(`  ${type.padEnd(18)} ${String(counts.n).padStart(4)}  ${percent(counts.split, counts.n)}`);
}

console.log(`time: ${(totalMilliseconds / totalQuestions).toFixed(3)} ms per question (${totalQuestions} questions)`);
const wikiFailures = failures.filter((line) => line.startsWith('2wiki'));
const otherFailures = failures.filter((line) => !line.startsWith('2wiki'));
const shown = [...wikiFailures.slice(0, failureLimit), ...otherFailures.slice(0, Math.ceil(failureLimit / 4))];
console.log(`\nfailures (${wikiFailures.length} on 2Wiki, ${otherFailures.length} unsplit elsewhere; showing ${shown.length}):`);
for (const line of shown) console.log(line);
