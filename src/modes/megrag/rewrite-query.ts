import { HOP_SLOT } from '../../question/index.js';
import type { SideState } from './plan-state.js';
import type { ReasoningPlan } from './reasoning-plan.js';

/** "the date of death of the mother of X" as a search phrase for the relations left on one side. */
function remainingPhrase(state: SideState): string {
  if (state.hop < state.plan.via.length) {
    const relations = [...state.plan.via.slice(state.hop), state.plan.attributes[0] ?? ''].filter(Boolean);
    return `${relations.reverse().join(' of the ')} of ${state.entity}`;
  }
  const attributes = state.plan.attributes.filter((attribute) => !state.attributes.has(attribute));
  return `${attributes.join(' and ')} of ${state.entity}`;
}

/**
 * q_{i+1}: the next focused query. A two-hop chain substitutes the bridge entity into the
 * question's second-hop template ("When did [HOP] die?" -> "When did Ermengarde of Tours die?");
 * otherwise the remaining relations are asked of the current entities ("date of birth of A and B").
 */
export function rewriteQuery(plan: ReasoningPlan, states: readonly SideState[]): string {
  const open = states.filter((state) => !state.done);
  const first = open[0];
  if (!first) return '';
  if (plan.kind === 'chain' && plan.secondHopTemplate && first.hop === 1 && first.path[0]) {
    return plan.secondHopTemplate.replace(HOP_SLOT, first.path[0].value);
  }
  if (open.length === 1) return `What is the ${remainingPhrase(first)}?`;
  const phrases = open.map((state) => remainingPhrase(state).slice(0, -(` of ${state.entity}`.length)));
  if (new Set(phrases).size === 1) return `${phrases[0]} of ${open.map((state) => state.entity).join(' and ')}`;
  return open.map(remainingPhrase).join('; ');
}
