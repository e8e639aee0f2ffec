import { entityKey } from '../../nlp/index.js';
import type { PassageContent, PassageHit } from '../../ports/retrieval-hits.js';
import type { RetrievalStore } from '../../ports/retrieval-store.js';
import type { CandidatePassage, CandidateSentence, CandidateSet, CandidateTriple } from './candidate-set.js';

export interface CandidateSizes {
  /** N_P: passages retrieved for the query. */
  passages: number;
  /** N_S: unique sentences taken from them, in rank order. */
  sentences: number;
  /** N_T: unique triples taken from them, in rank order. */
  triples: number;
}

/** Triples linked to each focus entity, from anywhere in the index. */
const ENTITY_TRIPLES_PER_KEY = 60;
/** Hits of a search for the entity's own name, to find its page when no title matches exactly. */
const NAME_HITS = 3;

/** Passages that write a focus name without a page of its own, at most, from its own search. */
const MENTION_HITS = 2;

/** Whether a text writes a name as a whole (its words in order, any case; the words are letters and digits, nothing to escape). */
function writesName(text: string, name: string): boolean {
  const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** Keys naming the title entity of a passage ("Illusions (1982 film)" -> "illusions 1982 film", "illusions"). */
function titleKeys(title: string): string[] {
  const bare = title.replace(/\s*\([^)]*\)\s*$/, '');
  return [...new Set([entityKey(title), entityKey(bare)])];
}

/**
 * Which hits are the entity's own page: exact title key (for an untitled passage, the key of the
 * entity it is about), else the same name without its qualifier.
 */
function ownPages(key: string, name: string, about: readonly PassageHit[], nameHits: readonly PassageHit[]): string[] {
  const exact = about.filter((hit) => (hit.title ? titleKeys(hit.title).includes(key) : hit.about === key)).map((hit) => hit.id);
  if (exact.length > 0) return exact;
  const loose = nameHits.filter((hit) => titleKeys(hit.title).includes(key));
  if (loose.length > 0) return loose.slice(0, 1).map((hit) => hit.id);
  // "Nicholas the Small, Duke of Ziębice": the page may be titled by the name before the comma.
  const beforeComma = entityKey(name.split(',')[0] ?? '');
  return beforeComma && beforeComma !== key ? nameHits.filter((hit) => titleKeys(hit.title).includes(beforeComma)).slice(0, 1).map((hit) => hit.id) : [];
}

/**
 * Keys of other names the page uses for its entity: the subject of the page's first sentence when
 * it opens the sentence ("Onika Tanya Maraj-Petty (born ...), known as Nicki Minaj ...").
 */
function pageAliases(content: PassageContent): string[] {
  const aliases = new Set(titleKeys(content.title));
  const first = content.sentences[0];
  if (first) {
    for (const triple of content.triples) {
      if (triple.sentenceId === first.id && first.text.startsWith(triple.subject)) aliases.add(triple.subjectKey);
    }
  }
  return [...aliases];
}

/**
 * C_i for query q_i: the top N_P passages for the query (with `page` p > 0, the top (p+1)·N_P: a
 * step that repeats an earlier one's query and focus is also shown the next page, after the passages
 * it has seen, which a policy may read anew) and, for each focus entity, its own page
 * and the triples linked to it; then, walking the passages in rank order (own pages first), their
 * sentences and triples as aligned views (own pages whole, the rest up to N_S / N_T).
 * Two round trips: the searches in parallel, then the passages' contents.
 */
export async function gatherCandidates(store: RetrievalStore, query: string, focus: readonly string[], sizes: CandidateSizes, page = 0): Promise<CandidateSet> {
  const focusKeys = [...new Set(focus.map(entityKey).filter(Boolean))];
  const [hits, about, linked, nameHits] = await Promise.all([
    store.searchPassages(query, sizes.passages * (page + 1)),
    store.passagesAbout(focusKeys),
    store.entityTriples(focusKeys, ENTITY_TRIPLES_PER_KEY),
    Promise.all(focus.map((name) => store.searchPassages(name, NAME_HITS).catch(() => [] as PassageHit[]))),
  ]);
  const entityPassages: Record<string, string[]> = {};
  focus.forEach((name, index) => {
    const key = entityKey(name);
    if (key && !entityPassages[key]?.length) entityPassages[key] = ownPages(key, name, about, nameHits[index] ?? []);
  });
  const ownIds = [...new Set(Object.values(entityPassages).flat())];
  const own = new Set(ownIds);
  const hitIds = new Set(hits.map((hit) => hit.id));
  // A focus name with no page of its own ("Nugegoda", named only on the page of a suburb next to it):
  // the passages its own search finds that write it.
  const mentions = new Map<string, string>();
  focus.forEach((name, index) => {
    const key = entityKey(name);
    if (!key || (entityPassages[key]?.length ?? 0) > 0) return;
    for (const hit of (nameHits[index] ?? []).slice(0, MENTION_HITS)) if (!mentions.has(hit.id)) mentions.set(hit.id, name);
  });
  const fetched = await store.passageContents([...new Set([...ownIds, ...mentions.keys(), ...hitIds])]);
  const contents = fetched.filter((content) => !mentions.has(content.id) || own.has(content.id) || hitIds.has(content.id) || writesName(content.text, mentions.get(content.id)!));

  // The passages in rank order: own pages; the query's hits, those the name's own search found too
  // first (they come before the other hits in `fetched`); then the mentions that are no hit, read
  // whole as own pages are: they add evidence for the step and take no sentence of a hit's (a name's
  // mention is no better answer to the query).
  const isMention = (id: string): boolean => mentions.has(id) && !own.has(id) && !hitIds.has(id);
  const ranked = [...contents.filter((content) => !isMention(content.id)), ...contents.filter((content) => isMention(content.id))];
  const passages: CandidatePassage[] = ranked.map((content, rank) => ({ id: content.id, title: content.title, text: content.text, rank }));
  const sentences: CandidateSentence[] = [];
  const triples: CandidateTriple[] = [];
  const seen = new Set<string>();
  let otherSentences = 0;
  let otherTriples = 0;
  for (const content of ranked) {
    const whole = own.has(content.id) || isMention(content.id);
    for (const sentence of content.sentences) {
      if (seen.has(sentence.id) || (!whole && otherSentences >= sizes.sentences)) continue;
      seen.add(sentence.id);
      if (!whole) otherSentences++;
      sentences.push({ id: sentence.id, passageId: content.id, passageTitle: content.title, position: sentence.position, text: sentence.text });
    }
    for (const triple of content.triples) {
      if (seen.has(triple.id) || (!whole && otherTriples >= sizes.triples)) continue;
      seen.add(triple.id);
      if (!whole) otherTriples++;
      triples.push({ ...triple, passageId: content.id });
    }
  }
  for (const triple of linked) {
    if (seen.has(triple.id)) continue;
    seen.add(triple.id);
    const { score, ...rest } = triple;
    triples.push({ ...rest, confidence: score });
  }

  const entityAliases: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(entityPassages)) {
    entityAliases[key] = [...new Set(contents.filter((content) => ids.includes(content.id)).flatMap(pageAliases))];
  }
  return { passages, sentences, triples, entityPassages, entityAliases };
}
