import type { LexiconSetting } from '../../question/index.js';
import type { PassageContent } from '../../ports/retrieval-hits.js';
import type { RetrievalStore } from '../../ports/retrieval-store.js';
import type { ModeEvent } from '../retrieval-mode.js';
import type { RaragOptions } from './rarag-options.js';

/** What the parts of the mode share while answering one question: the port, the options, the event sink and the clock. */
export interface RaragRuntime {
  store: RetrievalStore;
  options: RaragOptions;
  /** The shared search option `lexicon`: whether relation cues, honorifics and typed titles are used. */
  lexicon: LexiconSetting;
  emit(event: ModeEvent): void;
  /** Milliseconds since the question started. */
  elapsedMs(): number;
  /** Passage contents in the order of `ids`, each fetched at most once per question (hops and evidence share them). */
  passageContents(ids: readonly string[]): Promise<PassageContent[]>;
}

export function createRaragRuntime(store: RetrievalStore, options: RaragOptions, lexicon: LexiconSetting, onEvent?: (event: ModeEvent) => void): RaragRuntime {
  const started = performance.now();
  const contents = new Map<string, PassageContent>();
  return {
    store,
    options,
    lexicon,
    emit: (event) => onEvent?.(event),
    elapsedMs: () => performance.now() - started,
    async passageContents(ids) {
      const missing = [...new Set(ids)].filter((id) => !contents.has(id));
      if (missing.length > 0) for (const content of await store.passageContents(missing)) contents.set(content.id, content);
      return ids.map((id) => contents.get(id)).filter((content): content is PassageContent => content !== undefined);
    },
  };
}
