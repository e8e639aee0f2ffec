/** One relation found around a topic entity, with where it sits in the question. */
export interface ParsedRelationStep {
  /** The relation as written ("husband", "place of death", "paternal grandfather", "born"). */
  surface: string;
  /** Canonical relations it stands for: one, or several for kinship words (["father", "father"]). */
  canonical: string[];
  /** Token range of the noun phrase once this step is applied (entity included). */
  start: number;
  end: number;
  /** How the step was written. */
  form: 'of' | 'possessive' | 'relative-clause' | 'frame' | 'residual';
}
