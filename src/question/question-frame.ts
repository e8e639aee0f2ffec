import type { LexiconSetting } from './lexicon-setting.js';

/**
 * The words around a chain's noun phrase ("where was NP born"), and the final relation they ask for.
 * Verb tails belong to the last relation: "Where was X born?" asks X's place of birth.
 */
export interface FrameRelation {
  /** Canonical relation the frame asks for, or undefined when the frame only asks "who/what is NP". */
  relation?: string;
  /** The frame words that carry the relation ("born", "die"). */
  surface?: string;
  /** True when the frame has content that no pattern understood (a residual question about NP). */
  residual: boolean;
}

interface FramePattern {
  pattern: RegExp;
  relation: string;
}

const BE = '(?:is|was|are|were)';
const DO = '(?:did|does|do)';

/** Frame patterns; NP marks the chain's noun phrase. First match wins. */
const FRAME_PATTERNS: readonly FramePattern[] = [
  { pattern: new RegExp(`^(?:where|in what (?:city|place|town|country)|in which (?:city|place|town|country)) ${BE} NP born$`), relation: 'place of birth' },
  { pattern: new RegExp(`^(?:when|in what year|in which year|what year) ${BE} NP born$`), relation: 'date of birth' },
  { pattern: new RegExp(`^when ${BE} NP 's birthday$`), relation: 'date of birth' },
  { pattern: new RegExp(`^(?:where|in what (?:city|place|town|country)|in which (?:city|place|town|country)) (?:${DO} NP die|${BE} NP died)$`), relation: 'place of death' },
  { pattern: new RegExp(`^(?:when|in what year|in which year|what year) (?:${DO} NP die|${BE} NP died)$`), relation: 'date of death' },
  { pattern: new RegExp(`^(?:why|how) ${DO} NP die$`), relation: 'cause of death' },
  { pattern: new RegExp(`^where ${BE} NP buried$`), relation: 'place of burial' },
  { pattern: new RegExp(`^where ${DO} NP (?:study|graduate|graduate from|go to (?:school|college|university)|attend(?: school| college| university)?|get (?:his|her|their) (?:education|degree))$`), relation: 'educated at' },
  { pattern: new RegExp(`^(?:which|what) (?:school|college|university) ${DO} NP (?:attend|study at|go to|graduate from)$`), relation: 'educated at' },
  { pattern: new RegExp(`^where ${DO} NP work(?: at| for)?$`), relation: 'employer' },
  { pattern: new RegExp(`^(?:who|which company|what company) ${DO} NP work for$`), relation: 'employer' },
  { pattern: new RegExp(`^where ${DO} NP live$`), relation: 'residence' },
  { pattern: new RegExp(`^(?:which|what) country (?:${BE} |${DO} )?NP (?:${BE} )?(?:from|come from|a citizen of)$`), relation: 'nationality' },
  { pattern: new RegExp(`^where ${BE} NP from$`), relation: 'nationality' },
  { pattern: new RegExp(`^where ${DO} NP come from$`), relation: 'nationality' },
  { pattern: new RegExp(`^what (?:is the )?nationality (?:${BE}|of|${BE} the nationality of) NP$`), relation: 'nationality' },
  { pattern: new RegExp(`^(?:which|what) (?:award|prize|honou?r)s? (?:${DO} |${BE} )?NP (?:earn|earned|receive|received|win|won|get|got|given)$`), relation: 'award received' },
  { pattern: new RegExp(`^what ${BE} the (?:award|prize)s? (?:that|which) NP (?:earned|received|won|got)$`), relation: 'award received' },
  { pattern: new RegExp(`^(?:when|in what year|what year) ${BE} NP (?:founded|established|formed|created|started|launched|opened)$`), relation: 'inception' },
  { pattern: new RegExp(`^(?:when|in what year|what year) ${DO} NP (?:start|open|form|launch)$`), relation: 'inception' },
  { pattern: new RegExp(`^who ${BE} NP married to$`), relation: 'spouse' },
  { pattern: new RegExp(`^who ${DO} NP marry$`), relation: 'spouse' },
  { pattern: new RegExp(`^what ${DO} NP do$|^what ${BE} NP 's (?:job|occupation|profession)$`), relation: 'occupation' },
  { pattern: new RegExp(`^where ${BE} NP (?:located|situated|based|headquartered)$`), relation: 'location' },
  { pattern: new RegExp(`^(?:in )?(?:which|what) country ${BE} NP(?: located| situated| based| in)?$`), relation: 'country' },
  { pattern: new RegExp(`^(?:in )?(?:which|what) (?:city|town) ${BE} NP(?: located| situated| based| in)?$`), relation: 'city' },
  { pattern: new RegExp(`^(?:in )?(?:which|what) state ${BE} NP(?: located| situated| based| in)?$`), relation: 'state' },
  { pattern: new RegExp(`^what language ${DO} NP speak$`), relation: 'languages spoken' },
];

/** Frames that ask the noun phrase itself: "Who is NP?", "What was NP?". */
const BARE_FRAME = new RegExp(
  `^(?:(?:who|whom|what|which|where|when)(?: (?:person|one|place|city|country|date|year))? (?:${BE})(?: the name of)? NP|name NP|NP ${BE} who|NP ${BE} what|NP)$`,
);

/**
 * Reads the relation a frame asks for. `frame` is lower-case words with the noun phrase as "NP". With
 * lexicon `none` the frame patterns are off: a frame is bare ("who is NP") or residual (its own words).
 */
export function readFrame(frame: string, lexicon: LexiconSetting = 'full'): FrameRelation {
  const normalized = frame.replace(/\s+/g, ' ').trim();
  if (BARE_FRAME.test(normalized)) return { residual: false };
  if (lexicon === 'none') return { residual: true };
  for (const { pattern, relation } of FRAME_PATTERNS) {
    if (pattern.test(normalized)) {
      // The words after the noun phrase carry the relation ("born", "die", "is from"); else those before it.
      const [before = '', after = ''] = normalized.split('NP');
      const surface = after.trim() || before.trim();
      return { relation, surface, residual: false };
    }
  }
  return { residual: true };
}
