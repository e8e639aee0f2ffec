import type { LexiconSetting } from '../../question/index.js';

/**
 * Words a passage uses to state a relation ("directed by" for director, "son of" for father): how a
 * bridge entity is recognised in the first-hop passage without a language model. Keys are the
 * canonical relations of src/question; unknown relations fall back to their own words.
 */
/** Strong cues state the relation ("directed by"); weak ones often do but also appear elsewhere ("by"). */
interface Cues {
  strong: readonly string[];
  weak?: readonly string[];
}

const RELATION_CUES: Readonly<Record<string, Cues>> = {
  father: { strong: ['son of', 'daughter of', 'child of', 'children of', 'father', 'born to', 'fathered', 'sired', 'heir of'], weak: ['eldest son', 'only son', 'son', 'daughter'] },
  mother: { strong: ['son of', 'daughter of', 'child of', 'children of', 'mother', 'born to', 'heir of'], weak: ['eldest son', 'only son', 'son', 'daughter'] },
  parent: { strong: ['son of', 'daughter of', 'child of', 'children of', 'father', 'mother', 'born to', 'parent'], weak: ['son', 'daughter'] },
  spouse: { strong: ['married', 'marriage', 'wife', 'husband', 'spouse', 'consort', 'widow', 'wed', 'bride'], weak: ['queen of', 'queen', 'empress'] },
  child: { strong: ['son', 'daughter', 'children', 'child', 'father of', 'mother of'], weak: ['had', 'heir', 'succeeded by'] },
  sibling: { strong: ['brother', 'sister', 'sibling', 'twin'] },
  director: { strong: ['directed', 'director', 'film by', 'filmmaker'], weak: ['by'] },
  producer: { strong: ['produced', 'producer'], weak: ['production', 'by'] },
  composer: { strong: ['music', 'composed', 'composer', 'score', 'soundtrack'], weak: ['by'] },
  performer: { strong: ['song by', 'single by', 'album by', 'recorded', 'performed', 'singer', 'rapper', 'sung'], weak: ['band', 'artist', 'by'] },
  author: { strong: ['written', 'wrote', 'author', 'novel by', 'book by', 'poem by', 'writer'], weak: ['by'] },
  screenwriter: { strong: ['written', 'screenplay', 'writer', 'script'], weak: ['by'] },
  founder: { strong: ['founded', 'founder', 'established', 'started by'], weak: ['created', 'formed', 'by'] },
  editor: { strong: ['edited', 'editor'] },
  publisher: { strong: ['published', 'publisher', 'released by'], weak: ['label', 'by'] },
  creator: { strong: ['created', 'creator'], weak: ['by'] },
  'cast member': { strong: ['starring', 'stars', 'starred', 'cast', 'featuring'] },
  cinematographer: { strong: ['cinematography', 'cinematographer', 'photographed'] },
  lyricist: { strong: ['lyrics', 'lyricist', 'words by'] },
  'place of birth': { strong: ['born in', 'born at', 'native of', 'birthplace'] },
  'place of death': { strong: ['died in', 'died at', 'death in'] },
  'educated at': { strong: ['educated', 'studied', 'graduated', 'attended', 'alumnus'], weak: ['university', 'college'] },
  employer: { strong: ['worked', 'professor', 'employed'], weak: ['joined', 'taught'] },
};

const STOP_WORDS: ReadonlySet<string> = new Set(['the', 'of', 'and', 'for', 'with', 'from', 'where', 'that', 'who', 'which', 'what', 'is', 'was']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The cue phrases of a canonical relation (its own words, as strong cues, when it is not in the lexicon or the lexicon is off). */
export function relationCues(relation: string, lexicon: LexiconSetting = 'full'): Required<Cues> {
  const known = lexicon === 'full' ? RELATION_CUES[relation.toLowerCase()] : undefined;
  if (known) return { strong: [...known.strong], weak: [...(known.weak ?? [])] };
  const strong = relation
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 6 ? word.slice(0, 6) : word));
  return { strong, weak: [] };
}

function cuePattern(cues: readonly string[]): RegExp | undefined {
  if (cues.length === 0) return undefined;
  return new RegExp(`\\b(?:${cues.map((cue) => `${escapeRegExp(cue)}${cue.length >= 6 && !cue.includes(' ') ? '\\w*' : ''}`).join('|')})\\b`, 'i');
}

/** How strongly a text states the relation: 2 (a strong cue), 1 (only a weak one), 0 (none). Whole words, case-insensitive; a one-word cue of 6+ letters also matches as a prefix. */
export function relationCueMatcher(relation: string, lexicon: LexiconSetting = 'full'): (text: string) => 0 | 1 | 2 {
  const cues = relationCues(relation, lexicon);
  const strong = cuePattern(cues.strong);
  const weak = cuePattern(cues.weak);
  return (text) => (strong?.test(text) ? 2 : weak?.test(text) ? 1 : 0);
}
