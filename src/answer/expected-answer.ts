import { parseQuestion } from '../question/parsed-question.js';
import { readQuestionForm } from '../question/question-form.js';

/** What kind of answer a question asks for (general English, no dataset knowledge). */
export type ExpectedAnswerType = 'person' | 'place' | 'organisation' | 'date' | 'number' | 'quantity' | 'yes-no' | 'either-or' | 'noun-phrase';

export interface ExpectedAnswer {
  type: ExpectedAnswerType;
  /** The question word as read ("who", "what", "how many", "in which", or "" for none). */
  wh: string;
  /** The head noun the question asks about ("city" in "Which city …", "position" in "What government position …"). */
  headNoun?: string;
  /** The question writes its head noun in the plural ("Which hotels …"): a plural phrase of that noun may answer it. */
  headPlural?: boolean;
  /** For either-or questions, the options as written. */
  options?: string[];
  /** For a date: which end of a range the question asks for ("When did X die?" → the end of "(1891 – 1974)"). */
  rangeEnd?: 'start' | 'end';
}

/** Which end of a date range a question asks for, from its verb or noun (general English). */
function rangeEndOf(question: string): 'start' | 'end' | undefined {
  if (/\b(?:die|died|dies|death|end|ended|ends|dissolved?|closed?|abolished|disbanded)\b/i.test(question)) return 'end';
  if (/\b(?:born|birth|birthday|birthdate|start|started|begin|began|founded|established|opened?|formed)\b/i.test(question)) return 'start';
  return undefined;
}

/**
 * Classes of common head nouns. They are general English (what a city, a person or a company is),
 * not relation knowledge and not a dataset's vocabulary; a head noun outside them types the answer
 * as a noun phrase with that head.
 */
const PLACE_NOUNS: ReadonlySet<string> = new Set([
  'place', 'city', 'town', 'village', 'country', 'nation', 'state', 'province', 'county', 'region', 'district', 'area', 'island', 'continent',
  'location', 'capital', 'municipality', 'borough', 'neighborhood', 'neighbourhood', 'suburb', 'territory', 'kingdom', 'empire', 'river',
  'mountain', 'lake', 'sea', 'ocean', 'valley', 'desert', 'peninsula', 'county', 'parish', 'commune', 'prefecture', 'settlement', 'venue',
  'stadium', 'arena', 'park', 'street', 'building', 'city-state', 'hometown', 'birthplace', 'locality', 'site',
]);
const ORGANISATION_NOUNS: ReadonlySet<string> = new Set([
  'company', 'organization', 'organisation', 'band', 'group', 'team', 'club', 'university', 'college', 'school', 'party', 'association',
  'corporation', 'firm', 'network', 'label', 'agency', 'institution', 'institute', 'publisher', 'newspaper', 'magazine', 'channel', 'station',
  'studio', 'business', 'brand', 'manufacturer', 'airline', 'bank', 'church', 'army', 'league', 'conference', 'federation', 'society',
  'union', 'council', 'government', 'ministry', 'department', 'museum', 'hospital', 'chain', 'retailer', 'franchise', 'broadcaster',
]);
const PERSON_NOUNS: ReadonlySet<string> = new Set([
  'person', 'man', 'woman', 'people', 'boy', 'girl', 'child', 'son', 'daughter', 'father', 'mother', 'parent', 'wife', 'husband', 'spouse',
  'brother', 'sister', 'king', 'queen', 'prince', 'princess', 'emperor', 'empress', 'president', 'chief', 'leader', 'head', 'member', 'star',
  'artist', 'individual', 'figure', 'politician', 'athlete', 'musician', 'poet', 'scientist', 'comedian', 'guitarist', 'pianist',
  'vocalist', 'novelist', 'journalist', 'architect', 'economist', 'physicist', 'chemist', 'philosopher', 'historian', 'candidate',
  'monarch', 'ruler', 'pope', 'saint', 'bishop', 'general', 'officer', 'founder', 'owner', 'heir', 'successor', 'predecessor', 'partner',
  'friend', 'character', 'host', 'coach', 'captain', 'manager', 'actress', 'actor', 'singer', 'director', 'author', 'writer', 'producer',
  'composer', 'player', 'rapper', 'screenwriter', 'designer', 'painter', 'sculptor', 'photographer', 'inventor', 'engineer',
  'champion', 'judge', 'diplomat', 'astronaut', 'student', 'rival', 'colleague', 'teammate', 'laureate', 'recipient', 'pilot', 'monk',
  'priest', 'knight', 'duke', 'earl', 'lord', 'lady', 'baron', 'nobleman', 'noblewoman', 'relative', 'cousin', 'uncle', 'aunt', 'nephew', 'niece',
]);
const DATE_NOUNS: ReadonlySet<string> = new Set(['year', 'date', 'day', 'month', 'century', 'decade', 'time', 'era', 'season', 'birthday', 'birthdate', 'anniversary']);
const NUMBER_NOUNS: ReadonlySet<string> = new Set(['number', 'population', 'amount', 'count', 'total', 'enrollment', 'enrolment', 'attendance', 'circulation', 'percentage']);
/** Nouns of a measurement: the answer is a number with its unit ("6.8 inches", "$1.18 trillion", "8,091 m"). */
const QUANTITY_NOUNS: ReadonlySet<string> = new Set([
  'height', 'length', 'elevation', 'altitude', 'depth', 'distance', 'width', 'weight', 'volume', 'capacity', 'speed', 'temperature',
  'snowfall', 'rainfall', 'precipitation', 'duration', 'budget', 'cost', 'price', 'revenue', 'salary', 'income', 'debt', 'diameter',
]);
/** Nouns that only name the slot ("the name of X", "what kind of Y"): the head is the noun after "of". */
const SLOT_NOUNS: ReadonlySet<string> = new Set(['name', 'kind', 'type', 'sort', 'title', 'term', 'form', 'part']);

/** Agentive nouns ("-er", "-or", "-ist", "-ian") name people when no class says otherwise. */
function looksLikePersonNoun(noun: string): boolean {
  return PERSON_NOUNS.has(noun) || /(?:[^e]er|or|ist|ian|ess)$/.test(noun) && noun.length > 4 && !ORGANISATION_NOUNS.has(noun) && !PLACE_NOUNS.has(noun);
}

/** Whether a noun is one of the known words for a person or a person's title ("director", "king"), not merely shaped like one ("tiger"). */
export function isPersonWord(noun: string): boolean {
  return PERSON_NOUNS.has(singularOf(noun));
}

/** The class of a head noun (singular, lower-case). */
export function typeOfHeadNoun(noun: string): ExpectedAnswerType {
  const singular = singularOf(noun);
  if (DATE_NOUNS.has(singular)) return 'date';
  if (NUMBER_NOUNS.has(singular)) return 'number';
  if (QUANTITY_NOUNS.has(singular)) return 'quantity';
  if (PLACE_NOUNS.has(singular)) return 'place';
  if (ORGANISATION_NOUNS.has(singular)) return 'organisation';
  if (looksLikePersonNoun(singular)) return 'person';
  return 'noun-phrase';
}

/** "cities" -> "city", "actresses" -> "actress", "bands" -> "band". */
export function singularOf(noun: string): string {
  const lower = noun.toLowerCase();
  if (/ies$/.test(lower) && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(lower)) return lower;
  if (/(?:ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (/s$/.test(lower) && lower.length > 3) return lower.slice(0, -1);
  return lower;
}

const NOUN_TAGS: ReadonlySet<string> = new Set(['NOUN', 'PROPN']);

/**
 * The head noun of the noun phrase starting at token `from`: the last noun of the first run of
 * adjectives and nouns ("What government position" -> "position"); "the name of X" looks at X.
 */
function headNounFrom(tokens: ReturnType<typeof parseQuestion>['tokens'], tags: readonly string[], from: number): string | undefined {
  let index = from;
  while (index < tokens.length && ['DET', 'ADV'].includes(tags[index] ?? '')) index++;
  let head: string | undefined;
  let previousHead: string | undefined;
  for (; index < tokens.length; index++) {
    const tag = tags[index] ?? 'X';
    const token = tokens[index]!;
    if (!token.word) break;
    if (NOUN_TAGS.has(tag) && !token.capitalized) {
      previousHead = head;
      head = token.lower;
    } else if (tag === 'ADJ' || tag === 'NUM' || (NOUN_TAGS.has(tag) && token.capitalized)) continue;
    // "the estimated population", "the combined area": a participle right before a noun describes it.
    else if (tag === 'VERB' && /(?:ed|ing)$/.test(token.lower) && NOUN_TAGS.has(tags[index + 1] ?? '') && !tokens[index + 1]?.capitalized) continue;
    else break;
  }
  // "What county shares a border …": a noun right before a determiner is the verb wink took for a noun.
  if (previousHead && head && ['DET', 'ADP'].includes(tags[index] ?? '') && /s$/.test(head)) head = previousHead;
  if (head && SLOT_NOUNS.has(head) && tokens[index]?.lower === 'of') return headNounFrom(tokens, tags, index + 1) ?? head;
  return head;
}

/** Most words of an opening phrase before the comma that a question word follows ("In 2011, what …"). */
const OPENING_PHRASE_WORDS = 6;

/** The English wh-words a question asks with. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(['who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'how']);

/**
 * The token of the question word: the one opening the question (after a preposition: "In which city
 * …"), else the last one not right after a noun, since a wh-word after a noun opens a relative clause
 * ("a consultant who has worked with the mayor of what city?").
 */
function questionWordAt(lowers: readonly string[], tags: readonly string[]): number {
  if (QUESTION_WORDS.has(lowers[0] ?? '')) return 0;
  if (tags[0] === 'ADP' && QUESTION_WORDS.has(lowers[1] ?? '')) return 1;
  // "In 2011, what was …": a question word right after an opening prepositional phrase and its comma
  // (not after a name and a comma: "Singer Eddie Fisher, who produced …" opens a relative clause).
  const comma = lowers.indexOf(',');
  if (tags[0] === 'ADP' && comma > 0 && comma <= OPENING_PHRASE_WORDS && QUESTION_WORDS.has(lowers[comma + 1] ?? '')) return comma + 1;
  for (let index = lowers.length - 1; index >= 0; index--) {
    if (!QUESTION_WORDS.has(lowers[index]!)) continue;
    const before = tags[index - 1] ?? '';
    // "the person to whom …": "whom" after a noun's preposition opens a relative clause ("of what city" asks).
    const relativeAfterPreposition = lowers[index] === 'whom' && before === 'ADP' && ['NOUN', 'PROPN'].includes(tags[index - 2] ?? '');
    if (before !== 'NOUN' && before !== 'PROPN' && lowers[index - 1] !== ',' && !relativeAfterPreposition) return index;
  }
  return lowers.findIndex((word) => QUESTION_WORDS.has(word));
}

/**
 * A compound whose describing noun is a measure asks for that measure ("the debt load", "the
 * population figure"): the type of the noun right before the head, when the head itself names no type.
 */
function measureOfCompound(tokens: ReturnType<typeof parseQuestion>['tokens'], tags: readonly string[], from: number, head: string): ExpectedAnswerType | undefined {
  if (typeOfHeadNoun(head) !== 'noun-phrase') return undefined;
  const at = tokens.findIndex((token, index) => index >= from && token.lower === head);
  const before = tokens[at - 1];
  if (at <= from || !before || before.capitalized || !NOUN_TAGS.has(tags[at - 1] ?? '')) return undefined;
  const type = typeOfHeadNoun(before.lower);
  return type === 'number' || type === 'quantity' ? type : undefined;
}

/** Whether the question ends on a preposition after a verb of the main clause that follows token `from` ("… nominated for?", "… named after?"). */
function strandedObject(tokens: ReturnType<typeof parseQuestion>['tokens'], tags: readonly string[], from: number): boolean {
  let last = tokens.length - 1;
  while (last > from && !tokens[last]!.word) last--;
  if (tags[last] !== 'ADP' || last - 1 <= from) return false;
  // Not a verb of a relative clause ("the population of the state where X is located in?").
  return tags[last - 1] === 'VERB' && !tokens.slice(from, last).some((token) => QUESTION_WORDS.has(token.lower) || token.lower === 'that');
}

/**
 * Reads the expected answer of a question from its question word and the head noun after it,
 * with wink-nlp's part-of-speech tags: "Who …" a person, "When …"/"What year …" a date, "Where …"
 * a place, "How many …" a number, "How long/old/far …" a quantity, "Which city …" a place, "What
 * company …" an organisation, "What government position …" a noun phrase headed by "position";
 * yes/no and either-or questions by their form.
 */
export function readExpectedAnswer(question: string): ExpectedAnswer {
  const form = readQuestionForm(question);
  if (form.kind === 'either-or') return { type: 'either-or', wh: '', options: form.options };
  if (form.kind === 'yes-no') return { type: 'yes-no', wh: '' };
  const parsed = parseQuestion(question, 'none');
  const { tokens, partsOfSpeech: tags } = parsed;
  const lowers = tokens.map((token) => token.lower);
  const at = questionWordAt(lowers, tags);
  if (at < 0) return { type: 'noun-phrase', wh: '' };
  const wh = lowers[at]!;
  const next = lowers[at + 1] ?? '';
  if (wh === 'how') {
    if (next === 'many') {
      const headNoun = headNounFrom(tokens, tags, at + 2);
      return { type: 'number', wh: 'how many', ...(headNoun ? { headNoun: singularOf(headNoun) } : {}) };
    }
    if (next === 'much') return { type: 'quantity', wh: 'how much' };
    if (['long', 'old', 'far', 'tall', 'big', 'large', 'high', 'deep', 'wide', 'heavy', 'often', 'fast'].includes(next)) return { type: 'quantity', wh: `how ${next}` };
    return { type: 'noun-phrase', wh: 'how' };
  }
  if (wh === 'when') {
    const end = rangeEndOf(question);
    return { type: 'date', wh, ...(end ? { rangeEnd: end } : {}) };
  }
  if (wh === 'where') return { type: 'place', wh };
  if (wh === 'who' || wh === 'whom') return { type: 'person', wh };
  if (wh === 'whose') return { type: 'person', wh };
  // what / which: the head noun decides ("What is the place of birth of X" reads past "is the");
  // "What is X?" without one asks for a noun phrase.
  const skipVerb = tags[at + 1] === 'AUX' && tags[at + 2] === 'DET' ? at + 2 : at + 1;
  // "What was [the cast member of The Bad Man] nominated for?": the noun phrase after "was the" is
  // the subject of a verb whose preposition ends the question; what is asked is that preposition's object.
  if (skipVerb === at + 2 && strandedObject(tokens, tags, skipVerb)) return { type: 'noun-phrase', wh };
  const headNoun = headNounFrom(tokens, tags, skipVerb);
  if (!headNoun) return { type: 'noun-phrase', wh };
  const type = measureOfCompound(tokens, tags, skipVerb, headNoun) ?? typeOfHeadNoun(headNoun);
  const end = type === 'date' ? rangeEndOf(question) : undefined;
  const singular = singularOf(headNoun);
  return { type, wh, headNoun: singular, ...(singular !== headNoun.toLowerCase() ? { headPlural: true } : {}), ...(end ? { rangeEnd: end } : {}) };
}
