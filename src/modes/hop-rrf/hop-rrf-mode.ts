import { attachEvidence } from '../attach-evidence.js';
import { registerMode } from '../mode-registry.js';
import type { RetrievalMode } from '../retrieval-mode.js';
import { fuseHops } from './decayed-fusion.js';
import { readHopRrfOptions } from './hop-rrf-options.js';
import { runHops } from './run-hops.js';

/**
 * `hop-rrf`: heuristic multi-hop retrieval, no language model. Each topic of the question seeds a
 * chain: search, follow the novel entities the results name (the one the question's relation points
 * to first), search again; every hop's ranked list is fused with score = Σ_h decay^h / (k + rank_h).
 */
export const hopRrfMode: RetrievalMode = {
  name: 'hop-rrf',
  async run(question, options, context) {
    const hopOptions = readHopRrfOptions(options);
    const run = await runHops(question, hopOptions, Math.max(options.topK, hopOptions.poolSize), context, options.budgets, options.lexicon);
    const pool = fuseHops(run.lists, { decay: hopOptions.hopDecay, k: hopOptions.rrfK });
    const fused = pool.slice(0, options.topK);
    const passages = await attachEvidence(
      context.store,
      question,
      fused.map((item) => ({ id: item.id, title: run.titles.get(item.id) ?? '', score: item.score, hop: item.hop })),
      options.evidencePerPassage,
    );
    return { mode: 'hop-rrf', question, passages, answer: null, llmCalls: 0, tokens: 0, trace: run.trace, rankedIds: pool.map((item) => item.id) };
  },
};

registerMode(hopRrfMode);
