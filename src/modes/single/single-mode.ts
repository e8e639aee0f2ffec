import type { RetrievalMode } from '../retrieval-mode.js';
import { attachEvidence } from '../attach-evidence.js';

/** `single`: one BM25 pass over passage title + text. The baseline every other mode must beat. */
export const singleMode: RetrievalMode = {
  name: 'single',
  async run(question, options, context) {
    const hits = await context.store.searchPassages(question, options.topK);
    const passages = await attachEvidence(context.store, question, hits.map((hit) => ({ id: hit.id, title: hit.title, score: hit.score, hop: 0 })), options.evidencePerPassage);
    return { mode: 'single', question, passages, answer: null, llmCalls: 0, tokens: 0 };
  },
};
