import type { AnswerType, LexiconSetting } from '../question/index.js';
import { answerTypeOfRelation } from '../question/relation-lexicon.js';

/**
 * How a canonical relation (the question analyzer's label) is written in extracted triples.
 * `inverse`: the entity asked about is the triple's object and the answer its subject
 * ("X was the father of E" answers E's father). `pick`: among triples of one sentence with the same
 * relation, which object is meant ("the son of X and Y": the father is X, the mother Y).
 */
export interface TripleRule {
  pattern: RegExp;
  inverse?: boolean;
  pick?: 'first' | 'last' | 'only';
  /** Confidence of the reading (1 = the relation says exactly this). */
  weight: number;
}

/**
 * How the relation is written in sentences: `cue` ends where the value starts; `value` says how the
 * value is read there; `second` takes the name after "X and" ("son of X and Y" -> Y). With
 * `captured`, the cue itself holds the value in a group named `value` ("Katherine Mansfield, whom
 * he married").
 */
export interface SentenceRule {
  cue: RegExp;
  value: 'name' | 'place' | 'date' | 'phrase' | 'country' | 'captured';
  second?: boolean;
  weight: number;
}

export interface RelationRule {
  relation: string;
  /** Whether the rule came from the hand-written table (`full`) or from the relation's own words (`none`); answers are formatted accordingly. */
  lexicon: LexiconSetting;
  answerType: AnswerType;
  /** The answer type is the question's, not the lexicon's: values are kept as the text writes them (the lexicon's date format is for its own relations). */
  typedByQuestion?: boolean;
  triples: TripleRule[];
  sentences: SentenceRule[];
  /** Passage-level fallback: the first date of the page, a country named in it, the first place "in X", or none. */
  passage: 'first-date' | 'country' | 'first-place' | 'none';
}

/** A hand-written rule, before it is named and tagged with the lexicon setting. */
type RuleBody = Omit<RelationRule, 'relation' | 'lexicon' | 'typedByQuestion'>;

/** A capitalized name inside a pattern ("Katherine Mansfield", "Christian August"). */
const NAME = "\\p{Lu}[\\p{L}.'’-]*(?:\\s+(?:(?:of|de|da|del|von|van|der|the)\\s+)?\\p{Lu}[\\p{L}.'’-]*)*";
/** A date as the corpus writes it in life-date parentheses. */
const DATE = '(?:\\d{1,2}\\s+\\p{Lu}\\p{Ll}+\\.?\\s+\\d{3,4}|\\p{Lu}\\p{Ll}+\\.?\\s+\\d{1,2},?\\s+\\d{3,4}|\\d{3,4})';
const PARENT_OF = /\b(?:son|daughter|child|sons|daughters|children|eldest son|youngest son|heir)\s+of\b|^born to$|^was born to$/;
const BY = '(?:[\\w-]+\\s+){0,3}';

const RULES: Record<string, RuleBody> = {
  father: {
    answerType: 'person',
    triples: [
      { pattern: /^(?:father|dad)$/, weight: 1 },
      { pattern: /\bfather of\b/, inverse: true, weight: 1 },
      { pattern: PARENT_OF, pick: 'first', weight: 0.8 },
    ],
    sentences: [
      { cue: /\b(?:his|her|their) father,?\s+(?:was\s+|is\s+)?/i, value: 'name', weight: 0.9 },
      { cue: new RegExp(`(?<value>${NAME})['’]s?\\s+(?:and\\s+${NAME}['’]s?\\s+)?(?:\\w+\\s+){0,2}(?:son|daughter|child)\\b`, 'u'), value: 'captured', weight: 0.7 },
      { cue: /\b(?:son|daughter|child) of\s+(?:the\s+)?/i, value: 'name', weight: 0.7 },
    ],
    passage: 'none',
  },
  mother: {
    answerType: 'person',
    triples: [
      { pattern: /^(?:mother|mom)$/, weight: 1 },
      { pattern: /\bmother of\b/, inverse: true, weight: 1 },
      { pattern: PARENT_OF, pick: 'last', weight: 0.8 },
    ],
    sentences: [
      { cue: /\b(?:his|her|their) mother,?\s+(?:was\s+|is\s+)?/i, value: 'name', weight: 0.9 },
      { cue: new RegExp(`${NAME}['’]s?\\s+and\\s+(?<value>${NAME})['’]s?\\s+(?:\\w+\\s+){0,2}(?:son|daughter|child)\\b`, 'u'), value: 'captured', weight: 0.7 },
      { cue: /\b(?:son|daughter|child) of\s+(?:the\s+)?/i, value: 'name', second: true, weight: 0.7 },
    ],
    passage: 'none',
  },
  parent: {
    answerType: 'person',
    triples: [
      { pattern: /^(?:father|mother|parents?)$/, weight: 1 },
      { pattern: /\b(?:father|mother|parent) of\b/, inverse: true, weight: 1 },
      { pattern: PARENT_OF, pick: 'first', weight: 0.8 },
    ],
    sentences: [{ cue: /\b(?:son|daughter|child) of\s+(?:the\s+)?/i, value: 'name', weight: 0.7 }],
    passage: 'none',
  },
  child: {
    answerType: 'person',
    triples: [
      { pattern: /^(?:son|daughter|child|children|eldest son|youngest son|heir)$/, weight: 1 },
      { pattern: /\b(?:father|mother|parent) of\b/, weight: 1 },
      { pattern: PARENT_OF, inverse: true, weight: 0.9 },
    ],
    sentences: [
      { cue: /\b(?:his|her|their) (?:son|daughter|child)\b,?\s+/i, value: 'name', weight: 0.8 },
      { cue: /\b(?:father|mother) of\s+/i, value: 'name', weight: 0.8 },
    ],
    passage: 'none',
  },
  spouse: {
    answerType: 'person',
    triples: [
      { pattern: /^(?:wife|husband|spouse|consort|first wife|second wife|third wife|first husband|second husband|widow)$/, weight: 1 },
      { pattern: /\bmarried\b|\b(?:wife|husband|consort|widow) of\b/, weight: 0.9 },
      { pattern: /\bmarried\b|\b(?:wife|husband|consort|widow) of\b/, inverse: true, weight: 0.9 },
    ],
    sentences: [
      { cue: /\b(?:married|marriage)\s+(?:to\s+)?/i, value: 'name', weight: 0.8 },
      { cue: new RegExp(`(?<value>${NAME}),?\\s+(?:whom|who)\\s+(?:he|she)\\s+(?:later\\s+)?married`, 'u'), value: 'captured', weight: 0.8 },
      { cue: /\b(?:his|her) (?:wife|husband|spouse)\b,?\s+/i, value: 'name', weight: 0.8 },
      { cue: /\b(?:wife|husband|widow) of\s+/i, value: 'name', weight: 0.7 },
    ],
    passage: 'none',
  },
  sibling: {
    answerType: 'person',
    triples: [
      { pattern: /^(?:(?:younger|elder|older|half-)?\s?(?:brother|sister|sibling))$/, weight: 1 },
      { pattern: /\b(?:brother|sister|sibling) of\b/, weight: 0.9 },
      { pattern: /\b(?:brother|sister|sibling) of\b/, inverse: true, weight: 0.9 },
    ],
    sentences: [{ cue: /\b(?:his|her) (?:younger |elder |older )?(?:brother|sister)\b,?\s+/i, value: 'name', weight: 0.8 }],
    passage: 'none',
  },
  director: {
    answerType: 'person',
    triples: [
      { pattern: /\bdirected by\b|^(?:director|directors)$/, weight: 1 },
      { pattern: /^(?:directed|co-directed|has directed|was the director of)$/, inverse: true, weight: 0.8 },
    ],
    sentences: [
      { cue: new RegExp(`\\bdirected\\s+${BY}by\\s+`, 'i'), value: 'name', weight: 0.9 },
      { cue: /\bdirector\s+/i, value: 'name', weight: 0.6 },
    ],
    passage: 'none',
  },
  performer: {
    answerType: 'person',
    triples: [
      { pattern: /\b(?:song|single|album|track|recorded|performed|sung|sang|written and performed) by\b|^(?:performer|singer)$/, weight: 1 },
      { pattern: /^(?:recorded|performed|sang|released|covered)$/, inverse: true, weight: 0.7 },
    ],
    sentences: [
      { cue: /\b(?:song|single|album|track|ballad|recorded|performed|sung|hit)\s+(?:(?!written\b|composed\b|produced\b|co-written\b)[\w-]+\s+){0,2}by\s+/i, value: 'name', weight: 0.9 },
    ],
    passage: 'none',
  },
  composer: {
    answerType: 'person',
    triples: [
      { pattern: /\b(?:composed|scored) by\b|\bmusic (?:by|composed by)\b|^(?:composer|music)$/, weight: 1 },
      { pattern: /^(?:composed|scored|wrote the music for)$/, inverse: true, weight: 0.7 },
    ],
    sentences: [
      { cue: /\b(?:music|score|soundtrack|songs)\b[^.]*?\b(?:composed\s+)?by\s+/i, value: 'name', weight: 0.8 },
      { cue: /\bcomposed\s+by\s+/i, value: 'name', weight: 0.9 },
      { cue: /\b(?:song|single|standard|ballad)\s+(?:[\w-]+\s+){0,3}?written\s+(?:and\s+\w+\s+)?(?:[\w-]+\s+){0,2}?by\s+/i, value: 'name', weight: 0.7 },
      { cue: /\bcomposer\s+/i, value: 'name', weight: 0.6 },
    ],
    passage: 'none',
  },
  producer: {
    answerType: 'person',
    triples: [{ pattern: /\bproduced by\b|^producer$/, weight: 1 }],
    sentences: [{ cue: /\bproduced\s+(?:\w+\s+){0,2}by\s+/i, value: 'name', weight: 0.8 }],
    passage: 'none',
  },
  author: {
    answerType: 'person',
    triples: [{ pattern: /\bwritten by\b|^(?:author|writer)$|\bnovel by\b|\bbook by\b/, weight: 1 }, { pattern: /^wrote$/, inverse: true, weight: 0.7 }],
    sentences: [{ cue: /\b(?:written|novel|book|play|poem)\s+(?:\w+\s+){0,2}by\s+/i, value: 'name', weight: 0.8 }],
    passage: 'none',
  },
  screenwriter: {
    answerType: 'person',
    triples: [{ pattern: /\bwritten by\b|\bscreenplay by\b|^screenwriter$/, weight: 1 }],
    sentences: [{ cue: /\b(?:written|screenplay)\s+(?:\w+\s+){0,2}by\s+/i, value: 'name', weight: 0.8 }],
    passage: 'none',
  },
  founder: {
    answerType: 'person',
    triples: [{ pattern: /\bfounded by\b|\bestablished by\b|^founder$/, weight: 1 }, { pattern: /^(?:founded|co-founded|established)$/, inverse: true, weight: 0.8 }],
    sentences: [{ cue: /\b(?:founded|established|created)\s+(?:\w+\s+){0,3}by\s+/i, value: 'name', weight: 0.8 }],
    passage: 'none',
  },
  'date of birth': {
    answerType: 'date',
    triples: [{ pattern: /\bborn\b/, weight: 1 }],
    sentences: [
      { cue: /\((?:[^()]*?;\s*)?(?:born|b\.)\s+(?:on\s+|in\s+)?/i, value: 'date', weight: 0.9 },
      { cue: /\bborn\s+(?:on\s+|in\s+)?/i, value: 'date', weight: 0.8 },
      { cue: /\((?:[^()]*?;\s*)?(?=[^()]*\d{3,4}\s*[–—-])/, value: 'date', weight: 0.7 },
    ],
    passage: 'none',
  },
  'date of death': {
    answerType: 'date',
    triples: [{ pattern: /\bdied\b|\bdeath\b/, weight: 1 }],
    sentences: [
      { cue: /\((?:[^()]*?;\s*)?(?:died|d\.)\s+(?:on\s+|in\s+)?/i, value: 'date', weight: 0.9 },
      { cue: /\d{3,4}\s*[–—-]\s*(?=[^()]*\d{3,4}\s*\))/, value: 'date', weight: 0.8 },
      { cue: /\bdied\s+(?:[^.]*?\s)?(?:on|in)\s+(?=(?:\d{1,2}\s+)?[A-Z]?[a-z]*\s*\d)/, value: 'date', weight: 0.7 },
    ],
    passage: 'none',
  },
  'place of birth': {
    answerType: 'place',
    triples: [{ pattern: /\bborn (?:in|at)\b|^birthplace$|\bnative of\b/, weight: 1 }],
    sentences: [
      { cue: /\bborn\b[^.;()]*?\b(?:in|at)\s+(?:the\s+)?(?![\d])/i, value: 'place', weight: 0.8 },
      { cue: new RegExp(`\\(\\s*(?:born\\s+)?${DATE},?\\s+(?:in\\s+)?(?=\\p{Lu})`, 'u'), value: 'place', weight: 0.7 },
    ],
    passage: 'first-place',
  },
  'place of death': {
    answerType: 'place',
    triples: [{ pattern: /\bdied (?:in|at)\b|\bkilled (?:in|at)\b/, weight: 1 }],
    sentences: [
      { cue: /\bdied\b[^.;()]*?\b(?:in|at)\s+(?:the\s+)?(?![\d])/i, value: 'place', weight: 0.8 },
      { cue: new RegExp(`[–—-]\\s*(?:died\\s+)?${DATE},?\\s+(?:in\\s+)?(?=\\p{Lu}[^()]*\\))`, 'u'), value: 'place', weight: 0.7 },
    ],
    passage: 'first-place',
  },
  'place of burial': {
    answerType: 'place',
    triples: [{ pattern: /\bburied (?:in|at)\b|\binterred (?:in|at)\b/, weight: 1 }],
    sentences: [{ cue: /\b(?:buried|interred)\b[^.;()]*?\b(?:in|at)\s+(?:the\s+)?/i, value: 'place', weight: 0.8 }],
    passage: 'first-place',
  },
  'cause of death': {
    answerType: 'entity',
    triples: [{ pattern: /\bdied (?:of|from)\b/, weight: 1 }],
    sentences: [{ cue: /\b(?:died|death)\s+(?:\w+\s+){0,2}(?:of|from)\s+(?:an?\s+|the\s+)?/i, value: 'phrase', weight: 0.8 }],
    passage: 'none',
  },
  'educated at': {
    answerType: 'place',
    triples: [{ pattern: /\beducated at\b|\bstudied (?:at|in)\b|\bgraduated from\b|^attended$|\balumnus of\b|\bwent to\b/, weight: 1 }],
    sentences: [{ cue: /\b(?:educated at|studied at|graduated from|attended|alumnus of|student at)\s+(?:the\s+)?/i, value: 'name', weight: 0.8 }],
    passage: 'none',
  },
  employer: {
    answerType: 'place',
    triples: [{ pattern: /\bworked (?:at|for)\b|\b(?:professor|lecturer|teacher) at\b|\btaught at\b|\bteaches at\b|\bemployed by\b|\bworks (?:at|for)\b/, weight: 1 }],
    sentences: [{ cue: /\b(?:professor|lecturer|teacher|worked|works|taught|teaches|teaching|employed)\b[^.;]*?\b(?:at|for|by)\s+(?:the\s+)?/i, value: 'name', weight: 0.7 }],
    passage: 'none',
  },
  nationality: {
    answerType: 'place',
    triples: [{ pattern: /^(?:is|was|citizen of|nationality)$/, weight: 0.6 }],
    sentences: [{ cue: /^/, value: 'country', weight: 0.6 }],
    passage: 'country',
  },
  'country of citizenship': { answerType: 'place', triples: [], sentences: [{ cue: /^/, value: 'country', weight: 0.6 }], passage: 'country' },
  'country of origin': { answerType: 'place', triples: [{ pattern: /^(?:is|was)$/, weight: 0.6 }], sentences: [{ cue: /^/, value: 'country', weight: 0.6 }], passage: 'country' },
  country: {
    answerType: 'place',
    triples: [{ pattern: /\blocated in\b|\bin$|^(?:is|was)$/, weight: 0.6 }],
    sentences: [{ cue: /^/, value: 'country', weight: 0.6 }],
    passage: 'country',
  },
  'release date': {
    answerType: 'date',
    triples: [{ pattern: /\b(?:film|movie|drama|album|song|single|series|novel|book|game) from\b|\breleased (?:in|on)\b|\bpremiered (?:in|on)\b|\bpublished (?:in|on)\b|\baired (?:in|on)\b/, weight: 1 }],
    sentences: [{ cue: /\b(?:released|premiered|published|aired|came out)\b[^.;]*?\b(?:in|on)\s+/i, value: 'date', weight: 0.8 }],
    passage: 'first-date',
  },
  inception: {
    answerType: 'date',
    triples: [{ pattern: /\b(?:founded|established|formed|opened|created|built|inaugurated) (?:in|on)\b/, weight: 1 }],
    sentences: [{ cue: /\b(?:founded|established|formed|opened|created|built|inaugurated|started)\b[^.;]*?\b(?:in|on)\s+/i, value: 'date', weight: 0.8 }],
    passage: 'first-date',
  },
};
RULES['country of birth'] = { ...(RULES['place of birth'] as RuleBody), passage: 'country' };
RULES.date = RULES['release date'] as RuleBody;

/** How a relation is read: with the hand-written rules or not, and the answer type the question asks for when the rules say nothing. */
export interface RuleOptions {
  lexicon?: LexiconSetting;
  /** Used for a relation without a rule when the lexicon does not type it (the question's own answer type). */
  answerType?: AnswerType;
}

/**
 * The rule for a canonical relation; an unknown relation, and every relation with lexicon `none`,
 * gets one made from its own words (typed by the lexicon; with `none`, by `options.answerType`).
 */
export function relationRule(relation: string, options: RuleOptions = {}): RelationRule {
  const lexicon = options.lexicon ?? 'full';
  const known = lexicon === 'full' ? RULES[relation] : undefined;
  if (known) return { relation, lexicon, ...known };
  const words = relation.split(/\s+/).filter((word) => word.length > 2 && !['the', 'and', 'for', 'with'].includes(word));
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = escaped.length > 0 ? new RegExp(`\\b(?:${escaped.join('|')})`) : /^$/;
  // A relation the lexicon does not type takes the question's own answer type ("When was X signed by Y?" asks for a date).
  const lexiconType = answerTypeOfRelation(relation, lexicon);
  const answerType = lexiconType ?? options.answerType ?? 'entity';
  return {
    relation,
    lexicon,
    answerType,
    ...(lexiconType === undefined && options.answerType !== undefined ? { typedByQuestion: true } : {}),
    triples: [{ pattern, weight: 0.6 }],
    sentences: escaped.length > 0 ? [{ cue: new RegExp(`\\b(?:${escaped.join('|')})\\w*\\b[^.;]*?\\b(?:is|was|of|by|in|at|:)\\s+(?:the\\s+)?`, 'i'), value: answerType === 'date' ? 'date' : 'name', weight: 0.5 }] : [],
    passage: answerType === 'date' ? 'first-date' : 'none',
  };
}
