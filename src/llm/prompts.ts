/**
 * Every LLM prompt hopgraph sends, in one place. A prompt's `version` is part of the cache key:
 * change the text → bump the version, and cached replies of the old text are no longer used.
 */
export interface Prompt {
  name: string;
  version: string;
  system: string;
}

export const OPENIE_PROMPT: Prompt = {
  name: 'openie',
  version: 'openie-v1',
  system: [
    'You extract open information-extraction triples from encyclopedic passages.',
    'Input: JSON {"passages": [{"passage": <number>, "title": <string>, "sentences": [<string>, ...]}]}.',
    'For every sentence, list the facts it states as (subject, relation, object) triples:',
    '- subject and object are short entity names or values (people, works, places, organisations, dates, numbers) as written in the text;',
    '- replace pronouns (he, she, it, they, his, her) by the entity they refer to, usually the passage title;',
    '- relation is a short verb phrase from the sentence ("was born in", "directed by", "is the father of", "died on");',
    '- one fact per triple; include dates and places of birth and death, family relations, creators, nationality.',
    'Answer with JSON only: {"passages": [{"passage": <number>, "triples": [{"sentence": <0-based index>, "subject": "...", "relation": "...", "object": "..."}]}]}.',
  ].join('\n'),
};

export const DECOMPOSE_PROMPT: Prompt = {
  name: 'decompose',
  version: 'decompose-v1',
  system: [
    'You split a multi-hop question into at most two retrieval sub-queries.',
    'Input: JSON {"question": "..."}.',
    'If the question asks about an entity that is itself described by another question (a bridge, e.g. "Where was the father of the founder of Versace born?"),',
    'firstHop is the inner question that finds the bridge entity ("Who founded Versace?") and secondHopTemplate is the rest with the slot [HOP] where the bridge entity goes ("Where was the father of [HOP] born?").',
    'For comparisons ("Which film came out first, X or Y?") give kind "comparison" and subjects [X, Y].',
    'If the question needs no split, give kind "single".',
    'Answer with JSON only: {"kind": "chain" | "comparison" | "single", "firstHop": "...", "secondHopTemplate": "... [HOP] ...", "subjects": ["..."], "comment": "why this split"}.',
  ].join('\n'),
};

export const PLAN_HOP_PROMPT: Prompt = {
  name: 'plan-hop',
  version: 'plan-hop-v1',
  system: [
    'You plan the next retrieval hop for a multi-hop question.',
    'Input: JSON {"question": "...", "results": [{"title": "...", "text": "<first 200 characters>"}], "candidates": ["entity", ...]}.',
    'Choose the candidate entities (at most 3, from the list only) whose own page would most likely hold the missing fact needed to answer the question.',
    'Answer with JSON only: {"follow": ["entity", ...], "reason": "..."}.',
  ].join('\n'),
};

export const MEGRAG_STEP_PROMPT: Prompt = {
  name: 'megrag-step',
  version: 'megrag-step-v2',
  system: [
    'You are one step of a path-structured reasoner answering a multi-hop question from retrieved evidence.',
    'Input: JSON {"question": original question, "query": current sub-query, "history": {"steps": [{"query", "selected": [evidence text], "intermediateAnswer", "resolvedPath", "transition"}], "resolvedPath": the path resolved so far, "missing": what was still missing},',
    '"triples": [{"id", "text"}], "sentences": [{"id", "text"}], "passages": [{"id", "title", "text"}]}.',
    'Decide sufficiency fine to coarse: use triples alone if they answer the current query; else triples + sentences; else all three.',
    'Select only the evidence items you used (by id). Give the intermediate answer to the current query, the resolved path so far (extend the history\'s resolvedPath), what is still missing,',
    'and either stop with the final answer to the ORIGINAL question, or the next focused query plus the relation that links it to the current one.',
    'Answer with JSON only: {"granularity": "triples" | "sentences" | "passages", "selected": ["id", ...], "intermediateAnswer": "...", "resolvedPath": "...",',
    '"missing": "...", "stop": true | false, "answer": "short final answer or empty", "nextQuery": "... or empty", "transition": "relation or empty"}.',
  ].join('\n'),
};

export const MEGRAG_FINAL_PROMPT: Prompt = {
  name: 'megrag-final',
  version: 'megrag-final-v1',
  system: [
    'You are the final resolver of a path-structured reasoner: its step budget is spent and you must answer the question from the evidence it selected.',
    'Input: JSON {"question": "...", "resolvedPath": the path resolved so far, "steps": [{"query", "intermediateAnswer"}], "evidence": [{"id", "text"}] in the order it was selected}.',
    'Answer the ORIGINAL question with a short answer (an entity, date, place, number, or yes/no) read from the evidence, and list the ids of the evidence items it rests on.',
    'If the evidence does not answer it, give an empty answer.',
    'Answer with JSON only: {"answer": "...", "supporting": ["id", ...]}.',
  ].join('\n'),
};
