import { analyzeQuestion, questionEntities, questionKeywords, type ChainDecomposition, type LexiconSetting } from '../../question/index.js';
import { wordStems } from './relation-match.js';

/** One topic of a question: it seeds a chain of hops of its own. */
export interface SubQuery {
  /** Searched at the first hop. */
  text: string;
  /** Named entities of this topic: their passages are jumped to at the first hop. */
  entities: string[];
  /** Relations to follow, innermost first: hop h follows relations[h] (then any related entity). */
  relations: string[];
  /** The relations as the question words them (dropped from `words` once followed). */
  surfaceRelations: string[];
  /** The question's content words outside the entities: follow-up queries are "entity + words". */
  words: string[];
}

export interface Decomposition {
  kind: 'chain' | 'comparison' | 'conjunction' | 'single';
  subQueries: SubQuery[];
}

/**
 * Splits a question into topics. Comparisons ("Which film came out first, X or Y?") and questions
 * joining named entities with "and" give one sub-query per subject, each following the relations
 * leading to what is compared (the directors of X and of Y); a relation chain ("When did X's mother
 * die?") gives one sub-query following every relation but the last (the last one is the answer); any
 * other question is one sub-query with its entities. With `split` false every question is one
 * sub-query (relations still read). `lexicon` is the analyzer's (see analyzeQuestion).
 */
export function decomposeQuery(question: string, split = true, lexicon: LexiconSetting = 'full'): Decomposition {
  const analysis = analyzeQuestion(question, { lexicon });
  const entities = questionEntities(question, lexicon);
  const keywords = questionKeywords(question);
  if (analysis.kind === 'comparison') {
    const via = analysis.via;
    if (!split) return { kind: 'single', subQueries: [whole(question, entities, keywords, via, via)] };
    const shared = without(keywords, analysis.subjects);
    return {
      kind: 'comparison',
      subQueries: analysis.subjects.map((subject) => ({
        text: [subject, ...shared].join(' '),
        entities: [subject],
        relations: [...via],
        surfaceRelations: [...via],
        words: [...shared],
      })),
    };
  }
  if (analysis.kind === 'chain') {
    const follow = analysis.relations.slice(0, -1);
    const ordered = [analysis.topicEntity, ...entities.filter((entity) => entity.toLowerCase() !== analysis.topicEntity.toLowerCase())];
    const subQuery = whole(question, ordered, keywords, follow, chainSurfaces(analysis).slice(0, -1));
    subQuery.words = without(subQuery.words, analysis.topicType ? [analysis.topicType] : []);
    return { kind: split ? 'chain' : 'single', subQueries: [subQuery] };
  }
  const conjoined = split ? conjoinedEntities(question, entities) : [];
  if (conjoined.length >= 2) {
    const shared = without(keywords, conjoined);
    return {
      kind: 'conjunction',
      subQueries: conjoined.map((entity) => ({ text: [entity, ...shared].join(' '), entities: [entity], relations: [], surfaceRelations: [], words: [...shared] })),
    };
  }
  return { kind: 'single', subQueries: [whole(question, entities, keywords, [], [])] };
}

function whole(question: string, entities: string[], keywords: string[], relations: string[], surfaceRelations: string[]): SubQuery {
  return { text: question, entities: [...entities], relations: [...relations], surfaceRelations: [...surfaceRelations], words: without(keywords, entities) };
}

/** A chain's relations as worded, one per canonical relation (kinship words stand for several). */
function chainSurfaces(chain: ChainDecomposition): string[] {
  return chain.surfaceRelations.length === chain.relations.length ? chain.surfaceRelations : chain.relations;
}

/** Keywords minus the words of the given phrases (compared by stem). */
export function without(keywords: readonly string[], phrases: readonly string[]): string[] {
  const stems = new Set(phrases.flatMap((phrase) => [...wordStems(phrase), ...(phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]));
  return keywords.filter((keyword) => !stems.has(keyword) && !wordStems(keyword).some((stem) => stems.has(stem)));
}

/** Entities of the question written "X and Y" (or "X, Y and Z"), in question order; empty if none. */
function conjoinedEntities(question: string, entities: readonly string[]): string[] {
  if (entities.length < 2) return [];
  const lower = question.toLowerCase();
  const placed = entities
    .map((entity) => ({ entity, start: lower.indexOf(entity.toLowerCase()) }))
    .filter((item) => item.start >= 0)
    .sort((a, b) => a.start - b.start);
  const joined = new Set<string>();
  for (let index = 0; index + 1 < placed.length; index++) {
    const left = placed[index]!;
    const right = placed[index + 1]!;
    const between = lower.slice(left.start + left.entity.length, right.start);
    if (/^\s*(?:,\s*)?(?:and|&)\s*$|^\s*,\s*$/.test(between)) {
      joined.add(left.entity);
      joined.add(right.entity);
    }
  }
  return placed.map((item) => item.entity).filter((entity) => joined.has(entity));
}
