import type { CarbExtraction } from './carb-extraction.js';

/** A match's token-level [precision, recall]; [0, 0] is no match. */
export type TupleMatch = [precision: number, recall: number];

const FORMS_OF_BE = ['be', 'is', 'am', 'are', 'was', 'were', 'been', 'being'];
/** Gold relations containing one of these (as a substring, like the official code) are also tried with the arguments swapped. */
const SAID_VERBS = ['said', 'told', 'added', 'adds', 'says'];

/** Counts gold words found among the predicted words, each predicted word used once; removes the used ones. */
function countShared(goldWords: readonly string[], predictedWords: string[]): number {
  let matching = 0;
  for (const word of goldWords) {
    const at = predictedWords.indexOf(word);
    if (at >= 0) {
      matching++;
      predictedWords.splice(at, 1);
    }
  }
  return matching;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/**
 * CaRB's lenient tuple match on one (gold, predicted) pair, slot by slot, with whitespace tokens compared
 * exactly (case-sensitive): the relations must share a word (a predicted "be" matches any form of be),
 * then every gold argument slot adds its words to the recall denominator and its shared words to both
 * numerators; predicted words count in the precision denominator for the slots the gold has. A prediction
 * with fewer than min(2, gold slots) arguments does not match.
 */
function lenientTupleMatch(gold: { relation: string; arguments: readonly string[] }, predicted: { relation: string; arguments: readonly string[] }): TupleMatch {
  let precisionNumerator = 0;
  let precisionDenominator = 0;
  let recallNumerator = 0;
  let recallDenominator = 0;
  const predictedRelation = words(predicted.relation);
  const goldRelation = words(gold.relation);
  precisionDenominator += predictedRelation.length;
  recallDenominator += goldRelation.length;
  let matching = countShared(goldRelation, predictedRelation);
  if (predictedRelation.includes('be') && FORMS_OF_BE.some((form) => goldRelation.includes(form))) {
    matching++;
    predictedRelation.splice(predictedRelation.indexOf('be'), 1);
  }
  if (matching === 0) return [0, 0];
  precisionNumerator += matching;
  recallNumerator += matching;
  for (let slot = 0; slot < gold.arguments.length; slot++) {
    const goldWords = words(gold.arguments[slot] as string);
    recallDenominator += goldWords.length;
    if (predicted.arguments.length <= slot) {
      if (slot < 2) return [0, 0];
      continue;
    }
    const predictedWords = words(predicted.arguments[slot] as string);
    precisionDenominator += predictedWords.length;
    const shared = countShared(goldWords, predictedWords);
    precisionNumerator += shared;
    recallNumerator += shared;
  }
  return [precisionDenominator === 0 ? 0 : precisionNumerator / precisionDenominator, recallDenominator === 0 ? 0 : recallNumerator / recallDenominator];
}

/** Arguments after the first joined into one: (arg1, "arg2 arg3 ..."). */
function binaryArguments(argumentsList: readonly string[]): readonly string[] {
  return argumentsList.length >= 2 ? [argumentsList[0] as string, argumentsList.slice(1).join(' ')] : argumentsList;
}

/**
 * CaRB's default matcher (`binary_linient_tuple_match` of the official matcher.py): both tuples are made
 * binary (arguments after the first joined), then matched with `lenientTupleMatch`; for "said"-type gold
 * relations the prediction is also tried with its arguments swapped, and the better [precision, recall]
 * (compared as Python compares lists: precision first) is kept.
 */
export function matchCarbTuple(gold: CarbExtraction, predicted: CarbExtraction): TupleMatch {
  const binaryGold = { relation: gold.relation, arguments: binaryArguments(gold.arguments) };
  const binaryPredicted = { relation: predicted.relation, arguments: binaryArguments(predicted.arguments) };
  const straight = lenientTupleMatch(binaryGold, binaryPredicted);
  if (!SAID_VERBS.some((verb) => gold.relation.includes(verb))) return straight;
  const swappedArguments = predicted.arguments.length >= 2 ? [predicted.arguments.slice(1).join(' '), predicted.arguments[0] as string] : predicted.arguments;
  const swapped = lenientTupleMatch(binaryGold, { relation: predicted.relation, arguments: swappedArguments });
  return swapped[0] > straight[0] || (swapped[0] === straight[0] && swapped[1] > straight[1]) ? swapped : straight;
}
