import type { PassageHit } from '../ports/retrieval-hits.js';
import type { RetrievalStore } from '../ports/retrieval-store.js';
import { arePersonNameVariants, familyNameOf } from '../nlp/person-name-variant.js';

/** Entities looked at per family name (the best full-text matches among entities with a page). */
const CANDIDATES_PER_FAMILY_NAME = 20;

/**
 * The retrieval port whose `passagesAbout` also finds a person's page under another form of their
 * name. A page is about the name its text opens with ("Jonathan Richard Guy Greenwood (born 1971)
 * is an English musician …") while other passages name the person as they are known ("Jonny
 * Greenwood"); with a title the two usually meet, in untitled text they do not. For a key with no
 * page of its own, the pages of entities whose names are variants of it (`arePersonNameVariants`:
 * same family name, agreeing given and middle names) are returned as its pages — only when exactly
 * one such entity has a page, so an ambiguous short name ("John Smith") finds nothing rather than
 * a stranger. The hits say the key that was asked for (`about`), as direct hits do. One extra round
 * trip per call that has keys without pages; none otherwise. Every other member is the store's own
 * (a proxy, as `signalBoundRetrievalStore` is, so a member the port gains is passed on unchanged);
 * a store scoped by `withOrigins` finds variants within the scope.
 */
export function nameVariantPages(store: RetrievalStore): RetrievalStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'passagesAbout') return (entityKeys: readonly string[]) => passagesAboutWithVariants(target, entityKeys);
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'withOrigins') {
        const scope = value as NonNullable<RetrievalStore['withOrigins']>;
        return (filter: Parameters<typeof scope>[0]) => nameVariantPages(scope.call(target, filter));
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

async function passagesAboutWithVariants(store: RetrievalStore, entityKeys: readonly string[]): Promise<PassageHit[]> {
  const keys = [...new Set(entityKeys)];
  const direct = await store.passagesAbout(keys);
  if (!store.aboutEntitiesByWord) return direct;
  const withPages = new Set(direct.map((hit) => hit.about));
  const missing = keys.filter((key) => !withPages.has(key) && familyNameOf(key) !== undefined);
  if (missing.length === 0) return direct;

  const candidates = await store.aboutEntitiesByWord(missing.map((key) => familyNameOf(key)!), CANDIDATES_PER_FAMILY_NAME);
  // The one variant with a page, per key without a page of its own.
  const askedFor = new Map<string, string>();
  for (const key of missing) {
    const family = familyNameOf(key)!;
    const variants = [...new Set(candidates.filter((row) => row.word === family && arePersonNameVariants(key, row.key)).map((row) => row.key))];
    if (variants.length === 1 && !askedFor.has(variants[0]!) && !withPages.has(variants[0]!)) askedFor.set(variants[0]!, key);
  }
  if (askedFor.size === 0) return direct;
  const viaVariants = (await store.passagesAbout([...askedFor.keys()])).map((hit) => ({ ...hit, about: askedFor.get(hit.about!) ?? hit.about }));

  // In the order of the keys asked for, each passage once (as the store answers).
  const byKey = new Map<string, PassageHit[]>();
  for (const hit of [...direct, ...viaVariants]) byKey.set(hit.about!, [...(byKey.get(hit.about!) ?? []), hit]);
  const seen = new Set<string>();
  return keys.flatMap((key) => byKey.get(key) ?? []).filter((hit) => (seen.has(hit.id) ? false : (seen.add(hit.id), true)));
}
