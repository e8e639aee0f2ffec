/** Which entities a hop follows: the heuristic scores decide, or a language model chooses among them. */

/** What the planner is shown at the end of a hop. */
export interface HopPlanRequest {
  /** The hop whose results are shown (0 = the question's own search). */
  hop: number;
  /** The hop's top passages: title and the first characters of the text. */
  results: Array<{ title: string; text: string }>;
  /** Names of the candidate entities, best heuristic score first. */
  candidates: string[];
}

/** The planner's answer: names from the candidates to follow, or why the heuristic choice stands. */
export type HopPlan = { planner: 'llm'; follow: string[]; reason: string } | { planner: 'heuristic'; fallback?: string };

/** Chooses the entities to follow; never throws (a failure is a fallback to the heuristic choice). */
export type HopPlanner = (request: HopPlanRequest) => Promise<HopPlan>;

/** The default planner: the heuristic scores decide alone. */
export const heuristicHopPlanner: HopPlanner = async () => ({ planner: 'heuristic' });

/** Characters of a result's text the planner is shown. */
export const PLAN_RESULT_CHARACTERS = 200;
