import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** The wink-nlp instance type, shared by every NLP module. */
export type WinkNlp = ReturnType<typeof winkNLP>;

/** The part of wink's core model that `getWink` touches (the model object is untyped). */
interface LexemeTable {
  /** Word → index; wink reads it afresh on every lookup and addition. */
  hash: Record<string, number>;
  /** Index → word; the model's own words first, then every word wink added. */
  list: string[];
  /** How many of `list` are the model's own words. */
  intrinsicSize: number;
}
type WinkModel = typeof model & { core: () => { features: { lexeme: LexemeTable } }; metaCER: () => unknown };

/**
 * wink-eng-lite-web-model 1.8.1's `metaCER()` (the custom-entity meta model wink loads with every
 * instance) returns `{ machines: machines = JSON.stringify(machines) }`: it overwrites its own module
 * state with the string, so every call stringifies the previous result again, and from the eighth
 * call on each result is twice as long as the one before (2,953 characters, then 330 million at the
 * twentieth). Each rebuild of the instance below (one per 100,000 words wink added) called it: the
 * string a long-running process held doubled with each late rebuild, and the 21st instance failed
 * inside `winkNLP()` with "Invalid string length", failing every later batch of that worker (the
 * 100,000-passage stage of `bench scale`). The first result is kept on the process-wide model object
 * and handed to every later instance: the model's loader runs once per process.
 */
const FIRST_META_CER = Symbol.for('hopgraph.wink.firstMetaCER');

function metaCEROnce(base: WinkModel): unknown {
  const holder = base as unknown as Record<symbol, unknown>;
  if (!(FIRST_META_CER in holder)) holder[FIRST_META_CER] = base.metaCER();
  return holder[FIRST_META_CER];
}

/**
 * Words wink may have added before the instance is rebuilt. Each costs wink a few dozen bytes and is
 * never reused (see `getWink`); rebuilding (≈ 70 ms) keeps a long-running process's memory flat.
 */
const MAX_ADDED_WORDS = 100_000;

interface SharedWink {
  nlp: WinkNlp;
  lexeme: LexemeTable;
  /** `lexeme.list.length` when the last document was read. */
  mark: number;
}

let shared: SharedWink | undefined;

/**
 * The process-wide wink-nlp instance (loading the model costs ~70 ms and ~50 MB, so it is done once).
 * Only sentence boundaries and POS tags are computed: nothing reads wink's entities, negation or
 * sentiment (dates are found by `findDates`), and dropping 'ner' and 'negation' leaves every POS tag
 * unchanged (checked on CaRB's 641 development sentences and the 2Wiki corpus) while making
 * `readDoc` about 1.7x faster.
 *
 * **A text's analysis depends on that text alone.** wink caches every out-of-vocabulary word it meets
 * with the features of its first sighting, and reads that cache back later: its tokenizer asks
 * whether a string is a known word (after a passage with "A.D)", "… 658 A.D.. The centre …" in a
 * later one became one sentence instead of two), and a word's POS prior depends on how it was first
 * tokenized ("639" first met inside "d.639" stays a proper noun, "639" met alone is a number). So the
 * index depended on what else the process had read before: the batch, the worker, earlier questions.
 * Here every `readDoc` starts as a fresh instance would: the words the previous document added are
 * taken out of wink's word table (they stay in its lists, which wink indexes by position, and are
 * added anew when seen again), and the instance is rebuilt once the lists have grown long.
 */
export function getWink(): WinkNlp {
  if (shared && shared.lexeme.list.length - shared.lexeme.intrinsicSize > MAX_ADDED_WORDS) shared = undefined;
  if (!shared) shared = createWink();
  return shared.nlp;
}

/** Builds the process-wide instance afresh, as `getWink` does once wink's lists have grown long (exported for tests). */
export function rebuildWink(): WinkNlp {
  shared = undefined;
  return getWink();
}

function createWink(): SharedWink {
  const base = model as WinkModel;
  let lexeme: LexemeTable | undefined;
  const observed: WinkModel = {
    ...base,
    metaCER: () => metaCEROnce(base),
    core: () => {
      const core = base.core();
      lexeme = core.features.lexeme;
      return core;
    },
  };
  const nlp = winkNLP(observed, ['sbd', 'pos']);
  if (!lexeme) throw new Error('wink-nlp did not load its core model through model.core()');
  const state: SharedWink = { nlp, lexeme, mark: lexeme.list.length };
  const readDoc = nlp.readDoc.bind(nlp);
  nlp.readDoc = (text: string) => {
    forgetAddedWords(state);
    return readDoc(text);
  };
  return state;
}

/** Removes from wink's word table the words added since the last document was read. */
function forgetAddedWords(state: SharedWink): void {
  const { hash, list } = state.lexeme;
  for (let index = state.mark; index < list.length; index++) {
    const word = list[index] as string;
    if (hash[word] === index) delete hash[word];
  }
  state.mark = list.length;
}
