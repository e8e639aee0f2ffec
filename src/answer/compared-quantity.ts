import { stemOf } from './question-terms.js';

/** A number read from a sentence for a comparison, with the unit or noun written after it. */
export interface ComparedQuantity {
  /** The value in the unit's base (metres for lengths, kilograms for masses, days for durations; the number itself otherwise). */
  value: number;
  /** What the value measures: 'length', 'area', 'mass', 'duration', or the noun counted ("species", "album"). */
  dimension: string;
  /** How sure the reading is: 3 the noun the question names, 2 a unit of measurement, 1 a bare number. */
  strength: number;
}

/** Units of measurement, to a base per dimension (general knowledge, no dataset's vocabulary). */
interface Unit {
  dimension: string;
  factor: number;
}

function units(dimension: string, factor: number, names: readonly string[]): Array<[string, Unit]> {
  return names.map((name) => [name, { dimension, factor }]);
}

const UNITS: ReadonlyMap<string, Unit> = new Map([
  ...units('length', 1, ['m', 'metre', 'metres', 'meter', 'meters']),
  ...units('length', 1000, ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers']),
  ...units('length', 0.3048, ['ft', 'foot', 'feet']),
  ...units('length', 1609.344, ['mi', 'mile', 'miles']),
  ...units('length', 0.01, ['cm', 'centimetres', 'centimeters']),
  ...units('length', 0.0254, ['inch', 'inches']),
  ...units('area', 1e6, ['km2', 'km²']),
  ...units('area', 4046.86, ['acre', 'acres']),
  ...units('area', 1e4, ['hectare', 'hectares', 'ha']),
  ...units('mass', 1, ['kg', 'kilogram', 'kilograms']),
  ...units('mass', 1000, ['tonne', 'tonnes', 'ton', 'tons']),
  ...units('mass', 0.4536, ['lb', 'lbs', 'pound', 'pounds']),
  ...units('duration', 1, ['day', 'days']),
  ...units('duration', 7, ['week', 'weeks']),
  ...units('duration', 30.4, ['month', 'months']),
  ...units('duration', 365.25, ['year', 'years']),
]);

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

const SCALE: ReadonlyMap<string, number> = new Map([['thousand', 1e3], ['million', 1e6], ['billion', 1e9]]);

/**
 * The quantities of a sentence: each number (digits or a number word up to twenty; not an ordinal,
 * not a year in brackets) with the word after it, read as a unit of measurement (converted to its
 * dimension's base) or as the noun it counts. `questionStems`: the question's content stems; a counted noun the question names ("more
 * species") is the strongest reading.
 */
export function readQuantities(text: string, questionStems: ReadonlySet<string>): ComparedQuantity[] {
  const quantities: ComparedQuantity[] = [];
  const cleaned = text
    .replace(/\(\s*[^)]*\d{3,4}\s*[–—-]\s*[^)]*\)/g, ' ')
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/gi, (word) => String(NUMBER_WORDS.indexOf(word.toLowerCase()) + 1));
  for (const match of cleaned.matchAll(/(?<![\w.])(\d[\d,]*(?:\.\d+)?)(?!\d|st\b|nd\b|rd\b|th\b)\s*(?:(thousand|million|billion)\s+)?([\p{L}²]+)?/gu)) {
    let value = Number(match[1]!.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    if (match[2]) value *= SCALE.get(match[2]) ?? 1;
    const word = (match[3] ?? '').toLowerCase();
    const unit = UNITS.get(word);
    // A bare four-digit number from 1000 to 2099 is a year, not an amount.
    if (!unit && !match[2] && /^\d{4}$/.test(match[1]!) && value >= 1000 && value < 2100) continue;
    if (unit) quantities.push({ value: value * unit.factor, dimension: unit.dimension, strength: 2 });
    else if (word && questionStems.has(stemOf(word))) quantities.push({ value, dimension: stemOf(word), strength: 3 });
    else quantities.push({ value, dimension: '', strength: 1 });
  }
  return quantities;
}

/** The dimension a comparative asks about ("taller" a length, "longer" a length or a duration, "heavier" a mass). */
export function comparedDimensions(question: string): string[] {
  if (/\b(?:taller|tallest|higher|highest|elevation|deeper|deepest|wider|widest|shorter|lower)\b/i.test(question)) return ['length'];
  if (/\b(?:longer|longest)\b/i.test(question)) return /\b(?:operational|served|lasted|ran|reigned|in office|active|for longer)\b/i.test(question) ? ['duration'] : ['length', 'duration'];
  if (/\b(?:larger|largest|bigger|biggest|smaller|smallest)\b/i.test(question)) return ['area', 'length', 'mass', ''];
  if (/\b(?:heavier|heaviest|lighter|lightest)\b/i.test(question)) return ['mass'];
  return [];
}

/**
 * The quantity of one side to compare, from its sentences best first: the noun the question names,
 * else a measurement of the dimension the comparative asks about, else (when neither side can do
 * better) the first bare number.
 */
export function sideQuantity(texts: readonly string[], questionStems: ReadonlySet<string>, dimensions: readonly string[]): ComparedQuantity | undefined {
  let fallback: ComparedQuantity | undefined;
  for (const text of texts) {
    const quantities = readQuantities(text, questionStems);
    const named = quantities.find((quantity) => quantity.strength === 3);
    if (named) return named;
    const measured = quantities.find((quantity) => quantity.strength === 2 && (dimensions.length === 0 || dimensions.includes(quantity.dimension)));
    if (measured) return measured;
    fallback ??= quantities.find((quantity) => quantity.strength === 1);
  }
  return fallback;
}
