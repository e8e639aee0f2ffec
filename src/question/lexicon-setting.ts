/**
 * Whether the hand-written knowledge of English relations and question shapes is used: `full` (the
 * relation lexicon, kinship chains, question frames, title-type words, relation cues and rules) or
 * `none` (only what general syntax and the corpus give). The shared search option `lexicon` carries
 * it to every mode, which passes it down explicitly.
 */
export type LexiconSetting = 'full' | 'none';

/** Options of the question analyzer. */
export interface AnalyzeOptions {
  /** Default `full`. */
  lexicon?: LexiconSetting;
}
