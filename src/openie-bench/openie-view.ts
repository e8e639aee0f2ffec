/**
 * The two views the rule-based extractor gives of one reading of a sentence:
 *  - 'clauses': one extraction per clause with the full spans as written (subject span, verb group with
 *    its preposition, the rest of the clause): what OpenIE benchmarks such as CaRB score;
 *  - 'index': the entity-centric triples ingestion stores as Triple nodes (names and dates as subject and
 *    object, one triple per coordinated object, appositives, possessives, life dates).
 */
export type OpenieView = 'clauses' | 'index';

export const OPENIE_VIEWS: readonly OpenieView[] = ['clauses', 'index'];

export function isOpenieView(value: string): value is OpenieView {
  return (OPENIE_VIEWS as readonly string[]).includes(value);
}
