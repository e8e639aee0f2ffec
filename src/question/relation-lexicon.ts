import type { LexiconSetting } from './lexicon-setting.js';
import type { AnswerType } from './question-analysis.js';

/**
 * Relation vocabulary: surface words in questions mapped to one canonical label per relation.
 * Labels follow Wikidata property names (as 2WikiMultiHopQA's evidence does) except where a plainer
 * noun reads better in a search query: 'nationality' (country of citizenship), 'founder' (founded by),
 * 'release date' (publication date).
 */
const CANONICAL_RELATIONS: Readonly<Record<string, string>> = {
  husband: 'spouse', wife: 'spouse', spouse: 'spouse', widow: 'spouse', widower: 'spouse', consort: 'spouse',
  son: 'child', daughter: 'child', child: 'child', children: 'child', kid: 'child', kids: 'child', sons: 'child', daughters: 'child',
  brother: 'sibling', sister: 'sibling', sibling: 'sibling', siblings: 'sibling', brothers: 'sibling', sisters: 'sibling',
  dad: 'father', mom: 'mother', parent: 'parent', parents: 'parent',
  birthplace: 'place of birth', 'birth place': 'place of birth', 'place of birth': 'place of birth',
  'city of birth': 'place of birth', 'town of birth': 'place of birth', hometown: 'place of birth',
  birthday: 'date of birth', 'birth date': 'date of birth', 'date of birth': 'date of birth', 'birth year': 'date of birth',
  'death place': 'place of death', 'place of death': 'place of death', 'city of death': 'place of death',
  'death date': 'date of death', 'date of death': 'date of death',
  'burial place': 'place of burial', 'place of burial': 'place of burial', 'resting place': 'place of burial',
  'cause of death': 'cause of death',
  nationality: 'nationality', citizenship: 'nationality', 'country of citizenship': 'nationality',
  'country of birth': 'country of birth',
  founder: 'founder', 'founded by': 'founder', cofounder: 'founder', 'co-founder': 'founder',
  singer: 'performer', performer: 'performer', performers: 'performer',
  writer: 'author', author: 'author',
  'alma mater': 'educated at', 'educated at': 'educated at', education: 'educated at',
  award: 'award received', awards: 'award received', 'award received': 'award received',
  'release date': 'release date', 'publication date': 'release date', 'date of release': 'release date',
  directors: 'director',
};

/** Kinship words that stand for a chain of two or three relations (innermost first). */
const KINSHIP_CHAINS: Readonly<Record<string, readonly string[]>> = {
  'paternal grandfather': ['father', 'father'],
  'paternal grandmother': ['father', 'mother'],
  'maternal grandfather': ['mother', 'father'],
  'maternal grandmother': ['mother', 'mother'],
  grandfather: ['parent', 'father'],
  grandmother: ['parent', 'mother'],
  grandparent: ['parent', 'parent'],
  stepmother: ['father', 'spouse'],
  stepfather: ['mother', 'spouse'],
  'mother-in-law': ['spouse', 'mother'],
  'father-in-law': ['spouse', 'father'],
  'parent-in-law': ['spouse', 'parent'],
  'son-in-law': ['child', 'spouse'],
  'daughter-in-law': ['child', 'spouse'],
  'child-in-law': ['child', 'spouse'],
  'brother-in-law': ['spouse', 'sibling'],
  'sister-in-law': ['spouse', 'sibling'],
  'sibling-in-law': ['spouse', 'sibling'],
  uncle: ['father', 'sibling'],
  aunt: ['father', 'sibling'],
  nephew: ['sibling', 'child'],
  niece: ['sibling', 'child'],
  grandson: ['child', 'child'],
  granddaughter: ['child', 'child'],
  grandchild: ['child', 'child'],
  cousin: ['father', 'sibling', 'child'],
};

/** Head words of properties written "X of Y" that form one relation ("place of birth", "date of death"). */
export const COMPOUND_PROPERTY_HEADS: ReadonlySet<string> = new Set([
  'place', 'date', 'cause', 'country', 'city', 'town', 'year', 'manner', 'time', 'state', 'place and date',
]);

/** Tails of compound properties: "place of <birth>", "country of <citizenship>". */
export const COMPOUND_PROPERTY_TAILS: ReadonlySet<string> = new Set([
  'birth', 'death', 'burial', 'citizenship', 'origin', 'residence', 'release', 'publication',
  'education', 'founding', 'establishment', 'formation', 'marriage', 'ordination',
]);

/** Nouns that are relations to people or works; accepted as relation words whatever their part of speech. */
export const KNOWN_RELATION_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(CANONICAL_RELATIONS).filter((key) => !key.includes(' ')),
  ...Object.keys(KINSHIP_CHAINS).filter((key) => !key.includes(' ')),
  'father', 'mother', 'director', 'producer', 'composer', 'screenwriter', 'editor', 'publisher', 'owner',
  'creator', 'developer', 'designer', 'architect', 'lyricist', 'cinematographer', 'narrator', 'illustrator',
  'distributor', 'manufacturer', 'employer', 'headquarters', 'capital', 'president', 'leader', 'chairman',
  'mayor', 'coach', 'manager', 'successor', 'predecessor', 'star', 'founder', 'paternal', 'maternal',
  'place', 'date', 'cause', 'country', 'location', 'language', 'religion', 'occupation', 'team', 'label',
  'record', 'member', 'head', 'ceo', 'governor', 'king', 'queen', 'ruler', 'sponsor', 'creator', 'inventor',
]);

/** Verb of a relative clause ("the company that published X") mapped to the agent relation. */
export const AGENT_OF_VERB: Readonly<Record<string, string>> = {
  published: 'publisher', publishes: 'publisher', directed: 'director', directs: 'director',
  wrote: 'author', writes: 'author', written: 'author', founded: 'founder', founds: 'founder', established: 'founder',
  produced: 'producer', produces: 'producer', composed: 'composer', performed: 'performer', performs: 'performer',
  sang: 'performer', sings: 'performer', created: 'creator', creates: 'creator', made: 'creator', makes: 'creator',
  owns: 'owner', owned: 'owner', developed: 'developer', develops: 'developer', designed: 'designer',
  built: 'builder', manufactured: 'manufacturer', manufactures: 'manufacturer', married: 'spouse',
  released: 'publisher', recorded: 'performer', edited: 'editor', invented: 'inventor', painted: 'creator',
  starred: 'cast member', played: 'cast member', contains: 'location', containing: 'location',
};

/**
 * The canonical label of a relation phrase (unknown phrases are kept, lower-cased and trimmed); with
 * lexicon `none` every phrase is only normalized.
 */
export function canonicalRelation(phrase: string, lexicon: LexiconSetting = 'full'): string {
  const normalized = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  return lexicon === 'full' ? (CANONICAL_RELATIONS[normalized] ?? normalized) : normalized;
}

/** The relations a kinship word stands for ("paternal grandfather" -> father, father), or undefined (always with lexicon `none`). */
export function kinshipChain(phrase: string, lexicon: LexiconSetting = 'full'): readonly string[] | undefined {
  return lexicon === 'full' ? KINSHIP_CHAINS[phrase.toLowerCase().replace(/\s+/g, ' ').trim()] : undefined;
}

const DATE_RELATIONS = /(^| )(date|year|time|birthday|inception|founding date)( |$)|^date |release date/;
const PLACE_RELATIONS = /^(place|city|town|country|state|location|headquarters|capital|nationality|country of|educated at|employer|residence|birthplace)/;
const PERSON_RELATIONS = new Set([
  'spouse', 'child', 'sibling', 'father', 'mother', 'parent', 'director', 'producer', 'composer', 'performer',
  'author', 'screenwriter', 'editor', 'founder', 'creator', 'designer', 'architect', 'lyricist', 'cinematographer',
  'narrator', 'illustrator', 'president', 'leader', 'chairman', 'mayor', 'coach', 'manager', 'successor',
  'predecessor', 'owner', 'inventor', 'governor', 'king', 'queen', 'ruler', 'cast member', 'first president',
]);

/** The kind of answer a final relation asks for (undefined with lexicon `none`: the question word decides). */
export function answerTypeOfRelation(relation: string, lexicon: LexiconSetting = 'full'): AnswerType | undefined {
  if (lexicon === 'none') return undefined;
  if (DATE_RELATIONS.test(relation)) return 'date';
  if (PLACE_RELATIONS.test(relation)) return 'place';
  if (PERSON_RELATIONS.has(relation) || PERSON_RELATIONS.has(relation.split(' ').pop() ?? '')) return 'person';
  if (/^(number|population|how many)/.test(relation)) return 'number';
  return undefined;
}
