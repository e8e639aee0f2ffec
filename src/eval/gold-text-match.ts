/**
 * Gold given as passage texts (`gold_texts`) rather than ids: how the bench scores passages whose
 * ids it cannot know in advance, such as those a chunker cut from documents.
 *
 * A returned passage matches a gold text when it contains at least half of that text's distinct
 * lower-cased word tokens (runs of letters and digits). A passage that packs several gold
 * paragraphs matches each of them; a gold paragraph split over two passages is matched by either
 * one that holds at least half of its words.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The bench's rule: a passage matches a gold text holding at least half of its distinct word tokens. */
export const GOLD_TEXT_SHARE = 0.5;

/** The text's word tokens (runs of letters and digits), lower-cased, in order, repeats kept. */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** How many words the text holds (word tokens, repeats counted): the bench's `words/passage`. */
export function countWordTokens(text: string): number {
  return wordTokens(text).length;
}

/** The gold texts of one question, compiled once to their distinct tokens. */
export class GoldTextMatcher {
  private readonly golds: ReadonlyArray<{ tokens: ReadonlySet<string>; needed: number }>;

  /**
   * `share`: the part of a gold text's distinct tokens a passage must hold (the bench's rule: half;
   * a stricter share is for checking how much the rule credits look-alike passages).
   */
  constructor(goldTexts: readonly string[], share = GOLD_TEXT_SHARE) {
    if (!(share > 0 && share <= 1)) throw new RangeError('share must be in (0, 1]');
    this.golds = goldTexts.map((text) => {
      const tokens = new Set(wordTokens(text));
      // "At least half": ⌈n / 2⌉ of the n distinct tokens; a text without words matches nothing.
      return { tokens, needed: tokens.size === 0 ? Number.POSITIVE_INFINITY : Math.ceil(tokens.size * share - 1e-9) };
    });
  }

  get size(): number {
    return this.golds.length;
  }

  /** The indexes of the gold texts the passage matches. */
  matches(passageText: string): number[] {
    const passageTokens = new Set(wordTokens(passageText));
    const matched: number[] = [];
    this.golds.forEach((gold, index) => {
      if (gold.needed > gold.tokens.size) return;
      let found = 0;
      for (const token of gold.tokens) {
        if (passageTokens.has(token)) found += 1;
        if (found >= gold.needed) {
          matched.push(index);
          return;
        }
      }
    });
    return matched;
  }

  /**
   * For each gold text, the first position (0-based) in `passageTexts` (a ranking, best first) of a
   * passage that matches it, or -1 when none does.
   */
  firstRanks(passageTexts: readonly string[]): number[] {
    const ranks = this.golds.map(() => -1);
    let open = this.golds.length;
    for (const [position, text] of passageTexts.entries()) {
      if (open === 0) break;
      for (const index of this.matches(text)) {
        if (ranks[index] === -1) {
          ranks[index] = position;
          open -= 1;
        }
      }
    }
    return ranks;
  }
}

/**
 * Recall@k from first ranks (see `GoldTextMatcher.firstRanks`): the share of gold texts matched in
 * the first k; each gold text counts once however many passages match it. Duplicate gold texts
 * count once too (callers pass distinct texts).
 */
export function recallFromFirstRanks(firstRanks: readonly number[], k: number): number {
  if (firstRanks.length === 0) return 0;
  return firstRanks.filter((rank) => rank >= 0 && rank < k).length / firstRanks.length;
}
