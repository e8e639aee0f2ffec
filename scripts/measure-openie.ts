/**
 * Measures the rule-based OpenIE layer (src/nlp) on 2WikiMultiHopQA:
 *   npx tsx scripts/measure-openie.ts [corpus.jsonl] [questions.jsonl] [--view index|clauses]
 * `--view index` (default) measures the triples ingestion stores (analyzePassage, with the passage's title for
 * pronouns); `--view clauses` measures the clause view `hopgraph openie` prints for CaRB, run on each sentence
 * of the same passages (subject span and object span taken as the pair, keyed like entities).
 * (1) evidence-triple recall: share of distinct gold evidence triples [subject, relation, object] for
 *     which some extracted triple has the same entityKey for subject and object (strict); also either
 *     order (loose), and keys merely containing the gold keys (containment);
 * (2) sentences, passages, triples per sentence; (3) NLP-only throughput after a warm-up;
 * (4) a seeded sample of 30 extracted triples and 20 missed gold triples with their passage sentence.
 */
import { analyzePassage, entityKey, extractSentence, type ExtractedTriple, type PassageAnalysis } from '../src/nlp/index.js';
import { seededRandom } from '../src/eval/confidence-interval.js';
import { readJsonLines } from './read-json-lines.js';

interface Passage { id: string; title: string; text: string }
interface Question { evidence: [string, string, string][]; gold_titles?: string[] }

const viewAt = process.argv.indexOf('--view');
const view = viewAt >= 0 ? process.argv[viewAt + 1] : 'index';
if (view !== 'index' && view !== 'clauses') throw new Error(`--view must be index or clauses, got ${view}`);
const positional = process.argv.slice(2).filter((argument, index, all) => argument !== '--view' && all[index - 1] !== '--view');
const corpusPath = positional[0] ?? '/work/shared/datasets/2wiki/corpus.jsonl';
const questionsPath = positional[1] ?? '/work/shared/datasets/2wiki/questions.jsonl';

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return picked;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;
}

function formatTriple(triple: ExtractedTriple): string {
  const flags = [triple.negated ? 'negated' : '', triple.passive ? 'passive' : ''].filter(Boolean).join(',');
  return `(${triple.subject} | ${triple.relation} | ${triple.object}) [${triple.rule} ${triple.confidence.toFixed(2)}${flags ? ' ' + flags : ''}]`;
}

const passages = readJsonLines<Passage>(corpusPath);
const questions = readJsonLines<Question>(questionsPath);

// (3) throughput: warm up on a slice, then time the whole corpus.
for (const passage of passages.slice(0, 300)) analyzePassage(passage);
const started = performance.now();
const analyses: PassageAnalysis[] = passages.map((passage) => analyzePassage(passage));
const seconds = (performance.now() - started) / 1000;

// (2) counts.
const triples: { triple: ExtractedTriple; passage: Passage }[] = [];
let sentenceCount = 0;
analyses.forEach((analysis, index) => {
  sentenceCount += analysis.sentences.length;
  for (const sentence of analysis.sentences) {
    if (view === 'index') {
      for (const triple of sentence.triples) triples.push({ triple, passage: passages[index] as Passage });
      continue;
    }
    // The clause view as a (subject span, relation, object span) triple; no passage title, as `hopgraph openie` runs.
    for (const clause of extractSentence(sentence.text).clauses) {
      triples.push({ triple: { subject: clause.subject, relation: clause.relation, object: clause.objects[0] ?? '', negated: clause.negated, passive: clause.passive, confidence: clause.confidence, rule: clause.rule }, passage: passages[index] as Passage });
    }
  }
});

// (1) evidence recall.
const pairKeys = new Set<string>();
const subjectKeys: string[] = [];
const objectKeys: string[] = [];
for (const { triple } of triples) {
  const subject = entityKey(triple.subject);
  const object = entityKey(triple.object);
  pairKeys.add(`${subject}\u0000${object}`);
  subjectKeys.push(subject);
  objectKeys.push(object);
}
const gold = new Map<string, [string, string, string]>();
for (const question of questions) for (const evidence of question.evidence) gold.set(evidence.join('\u0000'), evidence);

let strict = 0;
let loose = 0;
let containment = 0;
const missed: [string, string, string][] = [];
const byRelation = new Map<string, { total: number; found: number }>();
for (const evidence of gold.values()) {
  const [subjectName, relation, objectName] = evidence;
  const subject = entityKey(subjectName);
  const object = entityKey(objectName);
  const stats = byRelation.get(relation) ?? { total: 0, found: 0 };
  stats.total++;
  byRelation.set(relation, stats);
  const isStrict = pairKeys.has(`${subject}\u0000${object}`);
  const isLoose = isStrict || pairKeys.has(`${object}\u0000${subject}`);
  let isContained = isLoose;
  for (let index = 0; !isContained && index < subjectKeys.length; index++) {
    const extractedSubject = subjectKeys[index] as string;
    const extractedObject = objectKeys[index] as string;
    isContained = (extractedSubject.includes(subject) && extractedObject.includes(object)) || (extractedSubject.includes(object) && extractedObject.includes(subject));
  }
  if (isStrict) { strict++; stats.found++; } else missed.push(evidence);
  if (isLoose) loose++;
  if (isContained) containment++;
}

console.log(`== 2WikiMultiHopQA rule-based OpenIE, ${view} view ==`);
console.log(`passages ${passages.length}, sentences ${sentenceCount}, triples ${triples.length}, triples/sentence ${(triples.length / sentenceCount).toFixed(2)}`);
console.log(`throughput (analyzePassage, warm): ${(passages.length / seconds).toFixed(0)} passages/s, ${(sentenceCount / seconds).toFixed(0)} sentences/s (${seconds.toFixed(2)} s total)`);
console.log(`evidence triples (distinct): ${gold.size}`);
console.log(`  recall strict (subject->object keys equal): ${percent(strict, gold.size)} (${strict})`);
console.log(`  recall loose (either order):                ${percent(loose, gold.size)} (${loose})`);
console.log(`  recall containment (keys contain gold):     ${percent(containment, gold.size)} (${containment})`);
console.log('  strict recall by gold relation:');
for (const [relation, stats] of [...byRelation.entries()].sort((left, right) => right[1].total - left[1].total)) {
  console.log(`    ${relation.padEnd(24)} ${String(stats.found).padStart(4)}/${String(stats.total).padEnd(4)} ${percent(stats.found, stats.total)}`);
}
const rules = new Map<string, number>();
for (const { triple } of triples) rules.set(triple.rule, (rules.get(triple.rule) ?? 0) + 1);
console.log('  triples by rule: ' + [...rules.entries()].sort((left, right) => right[1] - left[1]).map(([rule, count]) => `${rule} ${count}`).join(', '));

const random = seededRandom(20240601);
console.log('\n== precision sample: 30 random extracted triples ==');
for (const { triple, passage } of sample(triples, 30, random)) console.log(`  ${formatTriple(triple)}   <${passage.title}>`);

console.log('\n== 20 missed gold triples ==');
const byTitle = new Map<string, number>();
passages.forEach((passage, index) => byTitle.set(passage.title, index));
for (const evidence of sample(missed, 20, random)) {
  const [subjectName, relation, objectName] = evidence;
  console.log(`  gold: (${subjectName} | ${relation} | ${objectName})`);
  const index = byTitle.get(subjectName);
  const analysis = index === undefined ? undefined : analyses[index];
  const objectKey = entityKey(objectName);
  const sentence = analysis?.sentences.find((candidate) => entityKey(candidate.text).includes(objectKey)) ?? analysis?.sentences[0];
  if (!sentence) { console.log('    (no passage titled like the subject)'); continue; }
  console.log(`    sentence: ${sentence.text}`);
  for (const triple of sentence.triples) console.log(`      got ${formatTriple(triple)}`);
}
