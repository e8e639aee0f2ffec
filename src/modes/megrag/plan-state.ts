import type { ResolvedFact } from './reasoning-history.js';
import type { PlanSide, ReasoningPlan } from './reasoning-plan.js';

/** Where one side of the plan stands, given the facts resolved so far. */
export interface SideState {
  side: number;
  plan: PlanSide;
  /** The entity the next hop starts from (the subject, then each bridge entity). */
  entity: string;
  /** Index of the next hop: < via.length for a via hop, = via.length for the attribute hop. */
  hop: number;
  /** Attribute -> its resolved fact. */
  attributes: Map<string, ResolvedFact>;
  /** The via facts, in order. */
  path: ResolvedFact[];
  done: boolean;
}

export function sideStates(plan: ReasoningPlan, facts: readonly ResolvedFact[]): SideState[] {
  return plan.sides.map((side, sideIndex) => {
    const own = facts.filter((fact) => fact.side === sideIndex && (fact.origin === undefined || fact.origin === 'heuristic'));
    let entity = side.subject;
    const path: ResolvedFact[] = [];
    let hop = 0;
    for (; hop < side.via.length; hop++) {
      const fact = own.find((candidate) => candidate.hop === hop);
      if (!fact) break;
      path.push(fact);
      entity = fact.value;
    }
    const attributes = new Map<string, ResolvedFact>();
    if (hop === side.via.length) {
      for (const fact of own) if (fact.hop === hop && side.attributes.includes(fact.relation)) attributes.set(fact.relation, fact);
    }
    const done = hop === side.via.length && side.attributes.every((attribute) => attributes.has(attribute));
    return { side: sideIndex, plan: side, entity, hop, attributes, path, done };
  });
}

/** The relations still to resolve, readable: "date of death of Ermengarde of Tours". */
export function missingOf(states: readonly SideState[]): string[] {
  const missing: string[] = [];
  for (const state of states) {
    if (state.done) continue;
    if (state.hop < state.plan.via.length) {
      const rest = [...state.plan.via.slice(state.hop), ...state.plan.attributes.slice(0, 1)];
      missing.push(`${[...rest].reverse().join(' of the ')} of ${state.entity}`);
    } else {
      for (const attribute of state.plan.attributes) if (!state.attributes.has(attribute)) missing.push(`${attribute} of ${state.entity}`);
    }
  }
  return missing;
}

/** h_i: the resolved path, one line per side ("Lothair II -mother-> Ermengarde of Tours -date of death-> 20 March 851"). */
export function resolvedPathOf(states: readonly SideState[]): string {
  return states
    .map((state) => {
      let line = state.plan.subject;
      for (const fact of state.path) line += ` -${fact.relation}-> ${fact.value}`;
      const attributes = [...state.attributes.values()].map((fact) => `-${fact.relation}-> ${fact.value}`);
      if (attributes.length > 0) line += ` ${attributes.join(', ')}`;
      return line;
    })
    .join('; ');
}
