import { InputError } from '../../errors/input-error.js';
import type { LexiconSetting } from '../../question/index.js';
import { entityKey } from '../../nlp/index.js';
import type { PassageHit } from '../../ports/retrieval-hits.js';
import type { RetrievalStore } from '../../ports/retrieval-store.js';
import type { HopList } from './decayed-fusion.js';
import { without, type SubQuery } from './decompose-query.js';
import { isFollowable, scoreEntityCandidates, type EntityCandidate } from './entity-candidates.js';
import type { HopRrfOptions } from './hop-rrf-options.js';
import { heuristicHopPlanner, PLAN_RESULT_CHARACTERS, type HopPlanner } from './hop-planner.js';
import { titleMatchesName } from './title-match.js';
import type { ChainTrace, FollowedEntity, HopRecord } from './hop-trace.js';

/** Candidates without a passage of their own count this much (they can still be searched for). */
export const NO_PASSAGE_FACTOR = 0.5;
/** Candidates checked for a passage of their own, per entity to follow. */
const CHECKED_PER_FOLLOW_UP = 3;

interface PlannedHop {
  queries: string[];
  /** Per query, the followed entity's name its hits must mention (none for the first hop's question). */
  mentioning?: string[];
  /** Entity keys to jump to, best first. */
  jumpKeys: string[];
  /** Names whose passages (titled a little differently) the searches may find. */
  names: string[];
  /** Their passages when already known (looked up while choosing them). */
  knownJumps?: Map<string, PassageHit[]>;
  /** How many of the first jump keys are sure enough for their passages to head the fusion. */
  confidentJumps: number;
}

/**
 * One topic's chain of hops: search, collect the entities of the results, follow the best novel
 * ones (jumping to the passages they title and searching "entity + unresolved words") next hop.
 */
export class HopChain {
  readonly lists: HopList[] = [];
  readonly trace: ChainTrace;
  private readonly knownKeys: Set<string>;
  private words: string[];
  private next: PlannedHop | undefined;
  /** Per hop, how many of its passages were jumped to (they head its list). */
  private readonly exactCounts = new Map<number, number>();
  /** The sub-query's entities a followed entity was found in: resolved, no longer constraints. */
  private readonly resolvedEntities = new Set<string>();

  constructor(
    private readonly subQuery: SubQuery,
    questionEntityKeys: readonly string[],
    private readonly options: HopRrfOptions,
    private readonly titles: Map<string, string>,
    private readonly lexicon: LexiconSetting = 'full',
  ) {
    const jumpKeys = [...new Set(subQuery.entities.map((entity) => entityKey(entity)).filter((key) => key.length > 0))];
    this.knownKeys = new Set([...questionEntityKeys, ...jumpKeys]);
    this.words = [...subQuery.words];
    this.next = { queries: [subQuery.text], jumpKeys, names: [...subQuery.entities], confidentJumps: jumpKeys.length };
    this.trace = { subQuery: subQuery.text, entities: [...subQuery.entities], relations: [...subQuery.relations], hops: [], stop: 'max-hops' };
  }

  /** The queries of the next hop (empty once the chain has stopped). */
  get pendingQueries(): string[] {
    return this.next?.queries ?? [];
  }

  get active(): boolean {
    return this.next !== undefined;
  }

  stop(reason: ChainTrace['stop']): void {
    if (this.next === undefined) return;
    this.next = undefined;
    this.trace.stop = reason;
  }

  /** Runs hop `hop`: jumps and searches in parallel; returns the hop's ranked passage ids. */
  async search(store: RetrievalStore, hop: number, poolSize: number): Promise<string[]> {
    const planned = this.next;
    if (!planned) return [];
    const unknownJumps = planned.jumpKeys.filter((key) => !planned.knownJumps?.has(key));
    const [about, ...searched] = await Promise.all([
      unknownJumps.length > 0 ? store.passagesAbout(unknownJumps) : Promise.resolve([]),
      ...planned.queries.map((query, index) => searchOrNothing(store, query, poolSize, planned.mentioning?.[index])),
    ]);
    const jumped = new Map(planned.knownJumps ?? []);
    for (const hit of about ?? []) {
      const key = hit.about ?? entityKey(hit.title);
      jumped.set(key, [...(jumped.get(key) ?? []), hit]);
    }
    const ids: string[] = [];
    const remember = (hit: PassageHit): void => {
      this.titles.set(hit.id, hit.title);
      if (!ids.includes(hit.id)) ids.push(hit.id);
    };
    planned.jumpKeys.slice(0, planned.confidentJumps).forEach((key) => (jumped.get(key) ?? []).forEach(remember));
    const confident = ids.length;
    for (const key of planned.jumpKeys) for (const hit of jumped.get(key) ?? []) remember(hit);
    for (const hit of about ?? []) remember(hit);
    // Passages titled a little differently from a followed name ("David Bradley (director)") count as jumps too.
    for (const name of planned.names) for (const hits of searched) for (const hit of hits) if (titleMatchesName(hit.title, name, this.lexicon)) remember(hit);
    const exact = ids.length;
    // The searches, interleaved (best of each query first): a passage many queries share is not boosted.
    for (const hit of interleave(searched)) remember(hit);
    // Every jump sure (the question's own entities): all exact passages head the fusion; else only the sure ones.
    const head = planned.confidentJumps >= planned.jumpKeys.length ? exact : confident;
    this.lists.push({ hop, ids, head, width: exact + this.options.hopWidth });
    this.exactCounts.set(hop, exact);
    this.trace.hops.push({ hop, queries: [...planned.queries], jumps: [...planned.jumpKeys], relation: null, followed: [], results: ids.length });
    return ids;
  }

  /**
   * The sub-query's entities a follow-up for `candidate` must still satisfy: those not yet resolved
   * and not the passages that named it ("the state where X is located became part of <the United
   * States>": the state found in X's passage is searched together with "United States").
   */
  private constraintsOf(candidate: EntityCandidate): string[] {
    return this.subQuery.entities.filter((entity) => !this.resolvedEntities.has(entity) && !namedBy(entity, candidate.sources, this.lexicon) && entityKey(entity) !== candidate.key);
  }

  /**
   * Chooses the entities the next hop follows from the top passages of hop `hop`; stops the chain
   * when none is novel and scores at least the threshold.
   */
  async chooseFollowUps(store: RetrievalStore, hop: number, planner: HopPlanner = heuristicHopPlanner): Promise<void> {
    const list = this.lists.find((item) => item.hop === hop);
    const record = this.trace.hops.find((item) => item.hop === hop) as HopRecord;
    if (!list || list.ids.length === 0) return this.stop('no-novel-entity');
    const relation = this.subQuery.relations[hop];
    record.relation = relation ?? null;
    // The passages jumped to are what the hop is about; only without any do its searches' top passages stand in.
    const exact = this.exactCounts.get(hop) ?? 0;
    const contents = await store.passageContents(list.ids.slice(0, exact > 0 ? Math.min(exact, this.options.sourcePassages) : this.options.sourcePassages));
    const rankOf = new Map(list.ids.map((id, index) => [id, index + 1]));
    for (const content of contents) this.knownKeys.add(entityKey(content.title));
    const candidates = scoreEntityCandidates(
      contents.map((content) => ({ rank: rankOf.get(content.id) ?? list.ids.length, content })),
      { ...(relation ? { relation } : {}), keywords: this.words, knownKeys: this.knownKeys, lexicon: this.lexicon },
    ).filter((candidate) => isFollowable(candidate.key));
    const checked = candidates.slice(0, this.options.maxFollowUps * CHECKED_PER_FOLLOW_UP);
    const about = checked.length > 0 ? await store.passagesAbout(checked.map((candidate) => candidate.key)) : [];
    const passagesByKey = new Map<string, PassageHit[]>();
    for (const hit of about) {
      const key = hit.about ?? entityKey(hit.title);
      passagesByKey.set(key, [...(passagesByKey.get(key) ?? []), hit]);
    }
    const rescored = checked
      .map((candidate): EntityCandidate & { hasPassage: boolean } => {
        const hasPassage = passagesByKey.has(candidate.key);
        return { ...candidate, score: hasPassage ? candidate.score : candidate.score * NO_PASSAGE_FACTOR, hasPassage };
      })
      .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    const heuristic = rescored.filter((candidate) => candidate.score >= this.options.followThreshold).slice(0, this.options.maxFollowUps);
    let chosen = heuristic;
    if (rescored.length > 0 && planner !== heuristicHopPlanner) {
      const plan = await planner({
        hop,
        results: contents.map((content) => ({ title: content.title, text: content.text.slice(0, PLAN_RESULT_CHARACTERS) })),
        candidates: rescored.map((candidate) => candidate.name),
      });
      record.planner = plan.planner;
      if (plan.planner === 'llm') chosen = plan.follow.map((name) => rescored.find((candidate) => candidate.name === name)).filter((candidate) => candidate !== undefined);
      else if (plan.fallback !== undefined) record.plannerFallback = plan.fallback;
    }
    if (chosen.length === 0) return this.stop('no-novel-entity');
    record.planner ??= 'heuristic';
    record.followed = chosen.map((candidate): FollowedEntity => ({ key: candidate.key, name: candidate.name, score: round(candidate.score), via: candidate.via, hasPassage: candidate.hasPassage }));
    for (const candidate of chosen) this.knownKeys.add(candidate.key);
    if (relation !== undefined) this.words = without(this.words, [this.subQuery.surfaceRelations[hop] ?? relation, relation]);
    const constraints = chosen.map((candidate) => this.constraintsOf(candidate));
    for (const candidate of chosen) for (const entity of this.subQuery.entities) if (namedBy(entity, candidate.sources, this.lexicon)) this.resolvedEntities.add(entity);
    this.next = {
      queries: chosen.map((candidate, index) => [candidate.name, ...(constraints[index] ?? []), ...this.words].join(' ')),
      // A hop's search is about the entity it follows: its hits must mention it, or the question's other
      // words alone rank passages about something else ("Date of birth: 16 March.").
      mentioning: chosen.map((candidate) => candidate.name),
      jumpKeys: chosen.filter((candidate) => candidate.hasPassage).map((candidate) => candidate.key),
      names: chosen.filter((candidate) => !candidate.hasPassage).map((candidate) => candidate.name),
      knownJumps: new Map(chosen.filter((candidate) => candidate.hasPassage).map((candidate) => [candidate.key, passagesByKey.get(candidate.key) ?? []])),
      confidentJumps: chosen.filter((candidate) => candidate.hasPassage && candidate.score >= this.options.headJumpScore).length,
    };
  }
}

/** Whether one of the titles names the entity. */
function namedBy(entity: string, titles: readonly string[], lexicon: LexiconSetting): boolean {
  const key = entityKey(entity);
  return titles.some((title) => entityKey(title) === key || titleMatchesName(title, entity, lexicon));
}

/** A query with no searchable word (an entity written in symbols only) finds nothing rather than failing. */
async function searchOrNothing(store: RetrievalStore, query: string, limit: number, mentioning?: string): Promise<PassageHit[]> {
  try {
    return await store.searchPassages(query, limit, mentioning === undefined ? undefined : { mentioning });
  } catch (error) {
    if (error instanceof InputError) return [];
    throw error;
  }
}

/** Round-robin over ranked lists: the first of each, then the second of each, ... */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) for (const list of lists) if (index < list.length) result.push(list[index] as T);
  return result;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
