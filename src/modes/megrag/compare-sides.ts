import type { Comparator } from '../../question/index.js';
import { compareDates, parseDate, yearsBetween, type ParsedDate } from '../../nlp/parse-date.js';
import { sameValue } from '../../nlp/place-names.js';
import type { SideState } from './plan-state.js';

export interface ComparisonOutcome {
  /** The answer, or null when the resolved values do not decide the comparison (no guess is made). */
  answer: string | null;
  /** True when the answer follows from a value of every side. */
  decided: boolean;
  /** Why the comparison is undecided (for the trace). */
  reason?: string;
}

function undecided(reason: string): ComparisonOutcome {
  return { answer: null, decided: false, reason };
}

/** "no date of birth found for X and Y". */
function missingReason(attribute: string, subjects: readonly string[]): string {
  return `no ${attribute} found for ${subjects.join(' and ')}`;
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
 * writes it. The answer must follow from a value of every side: when a side's value is missing,
 * cannot be read as a date or number, or the values tie, the answer is null with the reason (no
 * default such as "yes" or the first-named subject).
 */
export function compareSides(states: readonly SideState[], attribute: string, comparator: Comparator, yesNo: boolean): ComparisonOutcome {
  if (yesNo || comparator === 'same' || comparator === 'both') {
    const values = states.map((state) => state.attributes.get(attribute)?.value);
    const missing = states.filter((_, index) => values[index] === undefined).map((state) => state.plan.subject);
    if (missing.length > 0) return undecided(missingReason(attribute, missing));
    const first = values[0] as string;
    const same = values.every((value) => sameValue(first, value as string));
    return { answer: same ? 'yes' : 'no', decided: true };
  }
  const keyed = states.map((state) => ({ subject: state.plan.subject, value: sideValue(state, attribute, comparator) }));
  const unknown = keyed.filter((item) => item.value === undefined).map((item) => item.subject);
  if (unknown.length > 0) return undecided(missingReason(attribute === 'lifespan' ? 'date of birth and death' : attribute, unknown));
  const known = keyed as Array<{ subject: string; value: number | ParsedDate }>;
  // "more" (lived longer, larger) and "later"/"younger" pick the largest value; the rest the smallest.
  const largest = comparator === 'later' || comparator === 'younger' || comparator === 'more';
  const best = known.reduce((chosen, item) => {
    const difference = order(item.value, chosen.value);
    return (largest ? difference > 0 : difference < 0) ? item : chosen;
  });
  const tied = known.filter((item) => item !== best && order(item.value, best.value) === 0).map((item) => item.subject);
  if (tied.length > 0) return undecided(`the ${attribute} of ${[best.subject, ...tied].join(' and ')} do not differ at the precision found`);
  return { answer: best.subject, decided: true };
}
