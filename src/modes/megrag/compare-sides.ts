import type { Comparator } from '../../question/index.js';
import { compareDates, parseDate, yearsBetween, type ParsedDate } from './parse-date.js';
import { sameValue } from './place-names.js';
import type { SideState } from './plan-state.js';

/** Share of "yes" among 2Wiki's yes/no comparisons: the answer when a side cannot be resolved. */
const YES_NO_DEFAULT = 'yes';

export interface ComparisonOutcome {
  answer: string;
  /** False when a side's value was missing and the answer is a default. */
  decided: boolean;
}

function numberOf(text: string): number | undefined {
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  return match ? Number(match[0].replace(/,/g, '')) : undefined;
}

/** The value of one side to order by: a number (lifespan, size) or a date; undefined when unknown. */
function sideValue(state: SideState, attribute: string, comparator: Comparator): number | ParsedDate | undefined {
  if (attribute === 'lifespan') {
    const birth = parseDate(state.attributes.get('date of birth')?.value ?? '');
    const death = parseDate(state.attributes.get('date of death')?.value ?? '');
    return birth && death ? yearsBetween(birth, death) : undefined;
  }
  const value = state.attributes.get(attribute)?.value;
  if (value === undefined) return undefined;
  if (comparator === 'more' || comparator === 'less') return numberOf(value);
  return parseDate(value);
}

function order(first: number | ParsedDate, second: number | ParsedDate): number {
  if (typeof first === 'number' && typeof second === 'number') return first - second;
  if (typeof first !== 'number' && typeof second !== 'number') return compareDates(first, second);
  return 0;
}

/**
 * Decides a comparison from the resolved values of every side: which subject comes first / last /
 * lived longer, or whether the values are the same (yes/no). Answers the subject as the question
 * writes it.
 */
export function compareSides(states: readonly SideState[], attribute: string, comparator: Comparator, yesNo: boolean): ComparisonOutcome {
  const subjects = states.map((state) => state.plan.subject);
  if (yesNo || comparator === 'same' || comparator === 'both') {
    const values = states.map((state) => state.attributes.get(attribute)?.value);
    if (values.some((value) => value === undefined)) return { answer: yesNo ? YES_NO_DEFAULT : (subjects[0] ?? ''), decided: false };
    const first = values[0] as string;
    const same = values.every((value) => sameValue(first, value as string));
    return { answer: same ? 'yes' : 'no', decided: true };
  }
  const keyed = states.map((state) => ({ subject: state.plan.subject, value: sideValue(state, attribute, comparator) }));
  const known = keyed.filter((item): item is { subject: string; value: number | ParsedDate } => item.value !== undefined);
  if (known.length === 0) return { answer: subjects[0] ?? '', decided: false };
  // "more" (lived longer, larger) and "later"/"younger" pick the largest value; the rest the smallest.
  const largest = comparator === 'later' || comparator === 'younger' || comparator === 'more';
  const best = known.reduce((chosen, item) => {
    const difference = order(item.value, chosen.value);
    return (largest ? difference > 0 : difference < 0) ? item : chosen;
  });
  return { answer: best.subject, decided: known.length === keyed.length };
}
