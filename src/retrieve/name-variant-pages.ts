import type { OriginFilter } from '../ports/origin-filter.js';
import type { PassageCitation } from '../ports/passage-citation.js';
import type { EntityHit, PassageContent, PassageHit, PassageLinks, SentenceHit, TripleHit } from '../ports/retrieval-hits.js';
import type { RetrievalStore } from '../ports/retrieval-store.js';
import { arePersonNameVariants, familyNameOf } from '../nlp/person-name-variant.js';

/** Entities looked at per family name (the best full-text matches among entities with a page). */
const CANDIDATES_PER_FAMILY_NAME = 20;

/**
 * A retrieval store whose `passagesAbout` also finds a person's page under another form of their
 * name. A page is about the name its text opens with ("Jonathan Richard Guy Greenwood (born 1971)
 * is an English musician …") while other passages name the person as they are known ("Jonny
 * Greenwood"); with a title the two usually meet, in untitled text they do not. For a key with no
 * page of its own, the pages of entities whose names are variants of it (`arePersonNameVariants`:
 * same family name, agreeing given and middle names) are returned as its pages — only when exactly
 * one such entity has a page, so an ambiguous short name ("John Smith") finds nothing rather than
 * a stranger. The hits say the key that was asked for (`about`), as direct hits do. One extra round
 * trip per call that has keys without pages; none otherwise. Every other method is the inner store's.
 */
export class NameVariantPages implements RetrievalStore {
  readonly vectorPassages?: (query: string, limit: number) => Promise<PassageHit[]>;
  readonly passageSources?: (ids: readonly string[]) => Promise<Map<string, PassageCitation>>;

  constructor(private readonly inner: RetrievalStore) {
    if (inner.vectorPassages) this.vectorPassages = inner.vectorPassages.bind(inner);
    if (inner.passageSources) this.passageSources = inner.passageSources.bind(inner);
  }

  withOrigins(filter: OriginFilter): RetrievalStore {
    if (!this.inner.withOrigins) throw new Error('the inner retrieval store has no origin filter');
    return new NameVariantPages(this.inner.withOrigins(filter));
  }

  async passagesAbout(entityKeys: readonly string[]): Promise<PassageHit[]> {
    const keys = [...new Set(entityKeys)];
    const direct = await this.inner.passagesAbout(keys);
    if (!this.inner.aboutEntitiesByWord) return direct;
    const withPages = new Set(direct.map((hit) => hit.about));
    const missing = keys.filter((key) => !withPages.has(key) && familyNameOf(key) !== undefined);
    if (missing.length === 0) return direct;

    const candidates = await this.inner.aboutEntitiesByWord(missing.map((key) => familyNameOf(key)!), CANDIDATES_PER_FAMILY_NAME);
    // The one variant with a page, per key without a page of its own.
    const askedFor = new Map<string, string>();
    for (const key of missing) {
      const family = familyNameOf(key)!;
      const variants = [...new Set(candidates.filter((row) => row.word === family && arePersonNameVariants(key, row.key)).map((row) => row.key))];
      if (variants.length === 1 && !askedFor.has(variants[0]!) && !withPages.has(variants[0]!)) askedFor.set(variants[0]!, key);
    }
    if (askedFor.size === 0) return direct;
    const viaVariants = (await this.inner.passagesAbout([...askedFor.keys()])).map((hit) => ({ ...hit, about: askedFor.get(hit.about!) ?? hit.about }));

    // In the order of the keys asked for, each passage once (as the inner store answers).
    const byKey = new Map<string, PassageHit[]>();
    for (const hit of [...direct, ...viaVariants]) byKey.set(hit.about!, [...(byKey.get(hit.about!) ?? []), hit]);
    const seen = new Set<string>();
    return keys.flatMap((key) => byKey.get(key) ?? []).filter((hit) => (seen.has(hit.id) ? false : (seen.add(hit.id), true)));
  }

  aboutEntitiesByWord(words: readonly string[], perWord: number): Promise<Array<{ word: string; key: string; name: string }>> {
    return this.inner.aboutEntitiesByWord ? this.inner.aboutEntitiesByWord(words, perWord) : Promise.resolve([]);
  }

  searchPassages(query: string, limit: number): Promise<PassageHit[]> {
    return this.inner.searchPassages(query, limit);
  }

  searchSentences(query: string, limit: number): Promise<SentenceHit[]> {
    return this.inner.searchSentences(query, limit);
  }

  searchTriples(query: string, limit: number): Promise<TripleHit[]> {
    return this.inner.searchTriples(query, limit);
  }

  searchEntities(query: string, limit: number): Promise<EntityHit[]> {
    return this.inner.searchEntities(query, limit);
  }

  passageContents(ids: readonly string[]): Promise<PassageContent[]> {
    return this.inner.passageContents(ids);
  }

  passagesOf(itemIds: readonly string[]): Promise<Map<string, { id: string; title: string }>> {
    return this.inner.passagesOf(itemIds);
  }

  entityTriples(entityKeys: readonly string[], limit: number): Promise<TripleHit[]> {
    return this.inner.entityTriples(entityKeys, limit);
  }

  neighbourSentences(sentenceIds: readonly string[], window: number): Promise<SentenceHit[]> {
    return this.inner.neighbourSentences(sentenceIds, window);
  }

  passageLinks(ids: readonly string[]): Promise<PassageLinks[]> {
    return this.inner.passageLinks(ids);
  }

  entityPassages(entityKeys: readonly string[], limits: { maxDegree: number; perEntity: number }): Promise<PassageLinks[]> {
    return this.inner.entityPassages(entityKeys, limits);
  }
}
