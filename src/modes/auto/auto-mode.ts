import { analyzeQuestion } from '../../question/index.js';
import { getMode, modeNames, registerMode } from '../mode-registry.js';
import type { RetrievalMode } from '../retrieval-mode.js';
import { readAutoOptions, routeQuestion } from './route-question.js';

/** `auto`: routes each question to the mode that suits its shape; the route is in the result. */
export const autoMode: RetrievalMode = {
  name: 'auto',
  async run(question, options, context) {
    const { routing } = readAutoOptions(options);
    const route = routeQuestion(analyzeQuestion(question, { lexicon: options.lexicon }), modeNames().filter((name) => name !== 'auto'), routing);
    context.onEvent?.({ type: 'plan', mode: 'auto', detail: route });
    const result = await getMode(route.mode).run(question, { ...options, mode: route.mode }, context);
    return { ...result, mode: 'auto', route };
  },
};

registerMode(autoMode);
