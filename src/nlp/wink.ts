import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** The wink-nlp instance type, shared by every NLP module. */
export type WinkNlp = ReturnType<typeof winkNLP>;

let shared: WinkNlp | undefined;

/**
 * The process-wide wink-nlp instance (loading the model costs ~100 ms and ~50 MB, so it is done once).
 * Named entity recognition is on (DATE, CARDINAL, ... — wink's model has no PERSON/ORG/PLACE);
 * negation and sentiment are off because nothing uses them.
 */
export function getWink(): WinkNlp {
  if (!shared) shared = winkNLP(model, ['sbd', 'pos', 'ner', 'negation']);
  return shared;
}
