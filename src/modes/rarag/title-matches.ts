import { entityKey } from '../../nlp/index.js';
import type { LexiconSetting } from '../../question/index.js';
import { nameVariants, titleBaseKey } from './name-variants.js';

/** A named entity whose own passage is wanted, with how strongly it is believed in. */
export interface TitleTarget {
  name: string;
  score: number;
}

export interface TitleMatch {
  id: string;
  title: string;
  /** The target's name the title matched. */
  target: string;
  /** Target score × the trust of the variant that matched. */
  score: number;
}

/** Every variant key of the targets, best targets first: what to ask `passagesAbout` for. */
export function titleLookupKeys(targets: readonly TitleTarget[], lexicon: LexiconSetting = 'full'): string[] {
  return [...new Set(targets.flatMap((target) => nameVariants(target.name, lexicon).map((variant) => variant.key)))];
}

/**
 * The passages titled by one of the targets, best first: a passage matches a target when its title
 * key, or its title key without a parenthesised disambiguator ("James Young (director)"), is one of
 * the target's name variants. `passages` are the title lookups' and the searches' hits together.
 */
export function titleMatches(targets: readonly TitleTarget[], passages: ReadonlyArray<{ id: string; title: string; about?: string }>, lexicon: LexiconSetting = 'full'): TitleMatch[] {
  const byKey = new Map<string, { target: string; score: number }>();
  for (const target of targets) {
    for (const variant of nameVariants(target.name, lexicon)) {
      const score = target.score * variant.trust;
      if ((byKey.get(variant.key)?.score ?? 0) < score) byKey.set(variant.key, { target: target.name, score });
    }
  }
  const matches = new Map<string, TitleMatch>();
  for (const passage of passages) {
    const exact = byKey.get(entityKey(passage.title));
    const base = byKey.get(titleBaseKey(passage.title));
    // A passage without a title is matched by the entity it is about (its lead subject), as `passagesAbout` returned it.
    const about = passage.about !== undefined && !passage.title ? byKey.get(passage.about) : undefined;
    const best = [exact, base ? { ...base, score: base.score * 0.9 } : undefined, about].filter((value) => value !== undefined).sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    const existing = matches.get(passage.id);
    if (!existing || existing.score < best.score) matches.set(passage.id, { id: passage.id, title: passage.title, target: best.target, score: best.score });
  }
  return [...matches.values()].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
