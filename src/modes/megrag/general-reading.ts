import { findBridges, questionNameAnchors, standsOnName, type Bridge } from '../../answer/bridge-question.js';
import { classOfBothQuestion, decideBothAre, decideEitherOr, decideYesNo } from '../../answer/decide-options.js';
import { readExpectedAnswer, singularOf, type ExpectedAnswer } from '../../answer/expected-answer.js';
import { contentStems, questionTerms, wordsOf } from '../../answer/question-terms.js';
import { askedPhraseStems, MENTION_SHARE, type EvidenceSentence, type ScoredAnswer } from '../../answer/read-answers.js';
import { readPathAnswers } from '../../answer/path-reader.js';
import { asksWhatIsShared, readCommonAttribute } from '../../answer/common-attribute.js';
import { parseQuestion } from '../../question/parsed-question.js';
import type { CandidateSet, EvidenceItem } from './candidate-set.js';
import type { ResolvedFact } from './reasoning-history.js';
import type { StepDecision } from './reasoning-policy.js';
import { leadingName } from '../../nlp/value-spans.js';
import { findRole, type RoleFinding } from '../../answer/role-question.js';

/** After a bridge, a sentence mentioning it that covers this share of the rest of the question answers it. */
const ANSWER_COVERAGE_AFTER_BRIDGE = 0.35;
/** Below this type fit an answer does not stop the path while a bridge can still be followed. */
const WEAK_TYPE_FIT = 0.45;
/**
 * Below this share of the question a sentence covers, its candidate is no answer: the path says it
 * found none instead of guessing (on the dev questions of all three datasets no answer read from a
 * sentence covering less was right: 0 of 31).
 */
const MIN_ANSWER_COVERAGE = 0.3;
/**
 * Below this fit to the expected type a candidate is no answer ("actor" or "executive producer"
 * for "who", a person's name or "building" for "where"): the path says it found none. On the dev
 * questions of all three datasets, of the 28 answers this bar turns to null 1 was right (2Wiki's
 * "American" for "Where was X born?"), and no other answer changed
 * (MuSiQue `lexicon=none` R@5 +0.3: a step that found no answer went on to a bridge).
 */
const MIN_ANSWER_TYPE_FIT = 0.35;

/** Where a question stands on the general path: the query of the next step and the bridges found so far. */
export interface GeneralState {
  question: string;
  expected: ExpectedAnswer;
  /** The question as the next step reads it (the original, then with each bridge in place of what it resolved). */
  current: string;
  bridges: Bridge[];
  /** Whether the options' own pages have been asked for (either-or and yes/no questions). */
  askedOptions: boolean;
  /** Why the relation plan did not answer (for the trace). */
  planNote?: string;
  /** Set once the path has concluded: the answer (null when unresolved) and its note. */
  answer?: string | null;
  note?: string;
  /** Whether roles performed are read ("Who played Mary Poppins …?"; relation knowledge: lexicon `full` only). */
  roles: boolean;
}

export interface GeneralStateOptions {
  /** Read who performs which role (role-question.ts); off with `lexicon=none`. */
  roles?: boolean;
}

export function startGeneralState(question: string, options: GeneralStateOptions = {}): GeneralState {
  return { question, expected: readExpectedAnswer(question), current: question, bridges: [], askedOptions: false, roles: options.roles ?? false };
}

/** A step's sentences as evidence: what each is about is its passage's title, else the name its passage opens with. */
export function evidenceOf(candidates: CandidateSet, offset = 0): EvidenceSentence[] {
  const leads = new Map(candidates.passages.map((passage) => [passage.id, passage.title || leadingName(passage.text) || '']));
  return candidates.sentences.map((sentence, index) => ({
    id: sentence.id,
    passageId: sentence.passageId,
    text: sentence.text,
    about: sentence.passageTitle || leads.get(sentence.passageId) || '',
    rank: offset + index,
  }));
}

function item(sentence: EvidenceSentence): EvidenceItem {
  return { kind: 'sentence', id: sentence.id, text: sentence.text, passageId: sentence.passageId };
}

/**
 * Whether a question is read on the general path from the start: "Are A and B both <class>?" asks
 * whether each subject is described as the class, which no relation chain expresses.
 */
export function readsGenerally(question: string): boolean {
  return readExpectedAnswer(question).type === 'yes-no' && classOfBothQuestion(question, questionSubjects(question)) !== undefined;
}

/** The named subjects of a yes/no question ("Are [Kurram Garhi] and [Trojkrsti] located in the same country?"). */
export function questionSubjects(question: string): string[] {
  return parseQuestion(question, 'none').spans.map((span) => span.text);
}

/**
 * Whether the answer's sentence also covers what a bridge would leave unresolved (most of the
 * question's words outside the bridged part): then the question is answered in one step.
 */
function answersUnresolved(answer: ScoredAnswer, bridge: Bridge): boolean {
  if (bridge.unresolved.length === 0) return true;
  const covered = bridge.unresolved.filter((stem) => answer.matched.includes(stem)).length;
  return covered / bridge.unresolved.length >= 0.75 && answer.coverage >= 0.5;
}

/** Answer types a name can be. */
const NAMED_TYPES: ReadonlySet<ExpectedAnswer['type']> = new Set(['person', 'place', 'organisation', 'noun-phrase']);

/**
 * Whether a bridge resolved what the question asks for, leaving the next question nothing to ask:
 * the part it replaced is the wh-word's own noun phrase ("related to which [woman who wrote The
 * Story of the Trapp Family Singers]?"), opens with the asked-for noun ("For which Thomas Rickman
 * [film did Sissy Spacek win …]?"), or is everything the question holds before its closing
 * wh-phrase ("[Alfie Allen played Theon Greyjoy] on which show?"). Then the bridge is the answer.
 */
export function bridgeAnswersQuestion(question: string, expected: ExpectedAnswer, bridge: Pick<Bridge, 'resolved' | 'unresolved'>): boolean {
  if (!NAMED_TYPES.has(expected.type)) return false;
  const at = question.indexOf(bridge.resolved);
  if (at < 0) return false;
  const before = wordsOf(question.slice(0, at));
  if (before.at(-1) === 'which' || before.at(-1) === 'what') return true;
  const asked = askedPhraseStems(question, expected);
  if (asked.size === 0) return false;
  const first = wordsOf(bridge.resolved)[0];
  if (first !== undefined && singularOf(first) === expected.headNoun) return true;
  // Only when the part opens the question: "What nationality is [the director of X]?" asks about the
  // bridge, through the copula, as "At what school is [Serge Haroche], a professor?" does.
  return before.length === 0 && bridge.unresolved.length > 0 && bridge.unresolved.every((stem) => asked.has(stem));
}

/**
 * Whether a bridge (not one that answers the question: see bridgeAnswersQuestion) replaced a
 * description of an entity the question asks something about: a part opened by an article ("the
 * person that Crockett County is named after"), with words of the question left for the next step,
 * and none of the asked-for words in it.
 */
function describesEntity(bridge: Bridge, expected: ExpectedAnswer): boolean {
  return /^(?:the|a|an)\s/.test(bridge.resolved) && bridge.unresolved.length > 0 && !holdsAskedWords(bridge.resolved, expected);
}

/** Whether a bridged part holds the question's wh-word or asked-for noun ("[hotel in Windhoek]", "[Kenny G and Dave Koz, what artist]"): then its entity may be the answer. */
function holdsAskedWords(resolved: string, expected: ExpectedAnswer): boolean {
  return wordsOf(resolved).some((word) => (word === expected.wh && !relativeUse(resolved, word)) || (expected.headNoun !== undefined && singularOf(word) === expected.headNoun));
}

/** Whether the wh-word in a part is a relative pronoun after its noun ("the actor [who] played Scarlett"), not the question's own ("Kenny G and Dave Koz, [what] artist"). */
function relativeUse(resolved: string, wh: string): boolean {
  const at = new RegExp(`(^|[^\\p{L}])${wh}(?![\\p{L}])`, 'iu').exec(resolved);
  if (!at) return false;
  const before = resolved.slice(0, at.index + at[1]!.length).trimEnd();
  return /\p{L}$/u.test(before);
}

/** Whether a part opens with an article and then the entity ("the Carsten Erik Olsen who …"). */
function headedBy(part: string, entity: string): boolean {
  return part.toLowerCase().replace(/^(?:the|a|an)\s+/, '').startsWith(entity.toLowerCase());
}

/** Bridges weighed by what they lead to, and how much the rest of the question a sentence about the entity covers counts. */
const LOOKAHEAD_BRIDGES = 4;
const LOOKAHEAD_WEIGHT = 1;
/** A sentence that only names the entity counts half: a broad name ("Iowa") is named by many pages about other things. */
const MENTION_WEIGHT = 0.5;

/**
 * Of the best bridges, the one whose entity the evidence already says more about: each bridge's
 * score grows with the share of the rest of the question (its unresolved words) that a sentence
 * of the entity's own page covers, or half that for a sentence naming it elsewhere (never the
 * sentence the bridge came from). The step that retrieved the first hop often holds the second
 * hop's page too ("Chelsea" over "Putney" for "Peter Bonetti's team" beside a Chelsea season page).
 */
function lookAhead(bridges: readonly Bridge[], evidence: readonly EvidenceSentence[]): Bridge | undefined {
  const considered = bridges.slice(0, LOOKAHEAD_BRIDGES);
  if (considered.length <= 1) return considered[0];
  // Each sentence's words once for all bridges.
  const read = evidence.map((sentence) => {
    const text = contentStems(sentence.text);
    const about = contentStems(sentence.about);
    return { sentence, text, about, all: new Set([...text, ...about]) };
  });
  let best: { bridge: Bridge; score: number } | undefined;
  for (const bridge of considered) {
    let covered = 0;
    const name = [...contentStems(bridge.entity)];
    if (bridge.unresolved.length > 0 && name.length > 0) {
      for (const item of read) {
        if (item.sentence.id === bridge.sentence.id) continue;
        // Its own page (what the passage is about holds the whole name), else a sentence naming it (most of its words).
        const own = name.every((stem) => item.about.has(stem));
        const weight = own ? 1 : name.filter((stem) => item.text.has(stem)).length / name.length >= MENTION_SHARE ? MENTION_WEIGHT : 0;
        if (weight === 0) continue;
        covered = Math.max(covered, (weight * bridge.unresolved.filter((stem) => item.all.has(stem)).length) / bridge.unresolved.length);
      }
    }
    const score = bridge.score * (1 + LOOKAHEAD_WEIGHT * covered);
    if (!best || score > best.score) best = { bridge, score };
  }
  return best?.bridge;
}

/** The sentence an evidence item belongs to (a triple's id names its sentence: `p#s0#t3`). */
export function sentenceOf(id: string): string {
  return id.replace(/#t\d+$/, '');
}

type GeneralDecision = Omit<StepDecision, 'granularity'> & { granularity: StepDecision['granularity'] };

function stop(answer: string | null, selected: EvidenceItem[], path: string, note: string, resolved: ResolvedFact[] = []): GeneralDecision {
  return {
    granularity: 'sentences',
    selected,
    intermediateAnswer: answer,
    resolvedPath: path,
    resolved,
    missing: answer === null ? [note] : [],
    action: answer === null ? { kind: 'stop', answer: null, reason: 'no-progress' } : { kind: 'stop', answer, reason: 'answer' },
    note: answer === null ? `unresolved: ${note}` : `general reading: ${note}`,
  };
}

/** One more step for the question as it is, focused on each side's own page (asked once per question). */
function lookUpEachSide(state: GeneralState, sides: readonly string[], missing: string, why: string): GeneralDecision {
  state.askedOptions = true;
  return {
    granularity: 'passages',
    selected: [],
    intermediateAnswer: null,
    resolvedPath: '',
    resolved: [],
    missing: [missing],
    action: { kind: 'continue', nextQuery: state.question, transition: 'look up each side', focus: [...sides] },
    note: `general reading: ${why}; looking up ${sides.join(' and ')}`,
  };
}

function pathOf(state: GeneralState): string {
  return state.bridges.map((bridge) => `${bridge.resolved} -> ${bridge.entity}`).join('; ');
}

type Facts = (value: string, evidenceIds: string[], relation: string) => ResolvedFact[];

/**
 * A role read from the evidence ("Colin Firth plays the future King George VI"): the answer when the
 * question asks who plays it (or whom someone plays), else a bridge in place of the part that
 * describes the performer or the role ("the actor who voices Batman in the Lego Batman movie").
 * Undefined when the part cannot be bridged (no step left): the general reading goes on.
 */
function roleDecision(state: GeneralState, role: RoleFinding, stepsLeft: number, facts: Facts): GeneralDecision | undefined {
  const relation = role.query.asks === 'performer' ? `performer of ${role.query.given}` : `role of ${role.query.given}`;
  if (role.query.whole) {
    const path = [pathOf(state), `${state.current} -> ${role.answer}`].filter(Boolean).join('; ');
    return stop(role.answer, [item(role.sentence)], path, `${role.query.asks} read from a role the sentence states (${relation})`, facts(role.answer, [role.sentence.id], relation));
  }
  const at = state.current.indexOf(role.resolved);
  if (at < 0) return undefined;
  const nextQuestion = `${state.current.slice(0, at)}${role.answer}${state.current.slice(at + role.resolved.length)}`;
  const outside = contentStems(`${state.current.slice(0, at)} ${state.current.slice(at + role.resolved.length)}`);
  const bridge: Bridge = { entity: role.answer, resolved: role.resolved, nextQuestion, sentence: role.sentence, unresolved: [...outside], score: 1 };
  if (bridgeAnswersQuestion(state.current, state.expected, bridge)) {
    state.bridges.push(bridge);
    return stop(role.answer, [item(role.sentence)], pathOf(state), `${state.expected.type} answer: "${role.resolved}", what the question asks for, resolved to ${role.answer} (${relation})`, facts(role.answer, [role.sentence.id], role.resolved));
  }
  if (stepsLeft <= 0) return undefined;
  return takeBridge(state, bridge, facts, ` (${relation}, read from a role the sentence states)`);
}

/** The path goes on from a bridge: the next step searches with the question that has it in place of what it resolved. */
function takeBridge(state: GeneralState, bridge: Bridge, facts: Facts, how = ''): GeneralDecision {
  state.bridges.push(bridge);
  state.current = bridge.nextQuestion;
  return {
    granularity: 'sentences',
    selected: [item(bridge.sentence)],
    intermediateAnswer: bridge.entity,
    resolvedPath: pathOf(state),
    resolved: facts(bridge.entity, [bridge.sentence.id], bridge.resolved),
    missing: [bridge.nextQuestion],
    action: { kind: 'continue', nextQuery: bridge.nextQuestion, transition: `bridge: ${bridge.resolved}`, focus: [bridge.entity] },
    note: `general reading: "${bridge.resolved}" resolved to ${bridge.entity}${how}`,
  };
}

/**
 * One step of the general answer path (no relation table, no LLM) over the evidence of this step.
 * Either-or and yes/no questions are decided from evidence on every side (their own pages asked
 * for once), or answered null with the reason. Open questions: the expected answer typed from the
 * question, candidates scored by type fit and coverage of the question's unresolved part (after a
 * bridge, only in sentences that mention it: the path); when no sentence covers enough and a step
 * is left, step 1's answer (the bridge) replaces the part of the question it resolved and the next
 * step searches with it.
 */
export function generalStep(state: GeneralState, evidence: readonly EvidenceSentence[], stepsLeft: number): GeneralDecision {
  const { expected } = state;
  if (expected.type === 'either-or' || expected.type === 'yes-no') {
    const subjects = expected.type === 'either-or' ? (expected.options ?? []) : questionSubjects(state.question);
    const classStems = expected.type === 'yes-no' ? classOfBothQuestion(state.question, subjects) : undefined;
    const options = classStems ? subjects.slice(0, 2) : subjects;
    const decision = expected.type === 'either-or' ? decideEitherOr(state.question, options, evidence) : classStems ? decideBothAre(classStems, options, evidence) : decideYesNo(state.question, options, evidence);
    if (decision.answer === null && !state.askedOptions && stepsLeft > 0 && options.length > 0) return lookUpEachSide(state, options, decision.reason, decision.reason);
    return stop(decision.answer, decision.evidence.map(item), decision.reason, decision.reason);
  }
  // "What profession did A and B both hold?": what the sentences about each subject share.
  if (state.bridges.length === 0 && asksWhatIsShared(state.question, expected)) {
    const subjects = questionSubjects(state.question);
    if (subjects.length >= 2) {
      const shared = readCommonAttribute(state.question, subjects, evidence);
      if (shared) return stop(shared.text, shared.sentences.map(item), `${subjects.join(' and ')} -> ${shared.text}`, `what ${subjects.join(' and ')} share, read from a sentence about each`);
      if (!state.askedOptions && stepsLeft > 0) return lookUpEachSide(state, subjects, `what ${subjects.join(' and ')} share`, 'nothing shared found yet');
    }
  }
  const excludeStems = new Set([...contentStems(state.question), ...state.bridges.flatMap((bridge) => [...contentStems(bridge.entity)])]);
  const terms = questionTerms(state.current);
  const last = state.bridges[state.bridges.length - 1];
  const facts = (value: string, evidenceIds: string[], relation: string): ResolvedFact[] => [
    { side: 0, hop: state.bridges.length, subject: last?.entity ?? state.question, relation, value, valueKey: value.toLowerCase(), evidenceIds, origin: 'general' },
  ];
  if (state.roles) {
    const role = findRole(state.current, evidence);
    const decision = role ? roleDecision(state, role, stepsLeft, facts) : undefined;
    if (decision) return decision;
  }
  // After a bridge, an answer from another sentence than the one that gave the bridge comes first:
  // had that sentence answered the rest of the question, the bridge's step would have stopped there
  // (a co-mention of the bridge in the sentence that found it, such as "Rockhold won the Strikeforce
  // title by defeating Souza", says nothing about Souza). It still answers when no other sentence does.
  const read = readPathAnswers(expected, evidence, { terms, excludeStems, question: state.current, ...(last ? { mustMention: [last.entity] } : {}) });
  const elsewhere = last ? read.filter((answer) => sentenceOf(answer.sentence.id) !== sentenceOf(last.sentence.id)) : read;
  const bridge = stepsLeft > 0 ? lookAhead(findBridges(state.current, terms, evidence, excludeStems, last ? { from: last.entity } : {}), evidence) : undefined;
  // The entity a part of the question resolves to is not what the question asks about it ("Davy
  // Crockett" for "Who is the father of [the person that Crockett County is named after]?"), unless
  // that part is what is asked for.
  const bridgeIsAnswer = bridge !== undefined && bridgeAnswersQuestion(state.current, expected, bridge);
  const bridged = bridge && !bridgeIsAnswer && describesEntity(bridge, expected) ? bridge.entity.toLowerCase() : undefined;
  // Before any bridge, the answer's evidence stands on a name the question writes ("What body of water
  // is near Kassel?" is not answered by a sentence about Lake Oesa, near Field, British Columbia).
  const anchors = last ? [] : questionNameAnchors(parseQuestion(state.current, 'none'), terms);
  const answers = (elsewhere.length > 0 ? elsewhere : read).filter((answer) => answer.text.toLowerCase() !== bridged && answer.coverage >= MIN_ANSWER_COVERAGE && answer.typeFit >= MIN_ANSWER_TYPE_FIT && standsOnName(anchors, new Set(answer.matched)));
  const best = answers[0];
  // Answer now when nothing is left to bridge, when the answer's sentence also covers what a bridge
  // would leave open, or (after a bridge) when a sentence mentioning it covers enough of the rest.
  // An answer that fits the expected type poorly ("Two Dollar Radio" for "based where?") waits for the bridge when there is one.
  // After a bridge, a further part that describes an entity ("the birthplace of Phoebe Atwood Taylor"
  // once "the author of Dead Ernest" is resolved) is bridged before an answer: a sentence about the
  // first bridge that covers the rest of the question's words is about the wrong entity.
  // Not a part headed by the first bridge itself ("the Carsten Erik Olsen who assisted …"): that
  // describes the same entity again.
  const followBridge = last !== undefined && bridge !== undefined && bridged !== undefined && !headedBy(bridge.resolved, last.entity);
  const answerNow = best && (!bridge || (!followBridge && best.typeFit >= WEAK_TYPE_FIT && (answersUnresolved(best, bridge) || (last !== undefined && best.coverage >= ANSWER_COVERAGE_AFTER_BRIDGE))));
  if (best && answerNow) {
    const path = [pathOf(state), `${state.current} -> ${best.text}`].filter(Boolean).join('; ');
    const instead = bridge ? ` (rather than bridge "${bridge.resolved}" to ${bridge.entity}: the sentence covers what it would leave)` : '';
    return stop(best.text, [item(best.sentence)], path, `${expected.type} answer from a sentence covering ${(best.coverage * 100).toFixed(0)} % of the question${instead}`, facts(best.text, [best.sentence.id], 'answer'));
  }
  if (bridge && bridgeIsAnswer) {
    state.bridges.push(bridge);
    return stop(bridge.entity, [item(bridge.sentence)], pathOf(state), `${expected.type} answer: "${bridge.resolved}", what the question asks for, resolved to ${bridge.entity}`, facts(bridge.entity, [bridge.sentence.id], bridge.resolved));
  }
  if (bridge) return takeBridge(state, bridge, facts);
  return stop(null, [], pathOf(state), last ? `no ${expected.type} found in a sentence mentioning ${last.entity}` : `no ${expected.type} found in the evidence`);
}
