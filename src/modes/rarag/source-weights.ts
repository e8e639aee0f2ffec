/**
 * Weights of the sub-searches in the fusion. The passage titled by the question's topic entity and
 * the passages titled by the bridge entities are the strongest evidence (in 2WikiMultiHopQA the gold
 * passages of a chain are exactly these); passages both the first hop and the question found come
 * next; the plain searches are there for recall when the title lookups miss.
 */
export const SOURCE_WEIGHTS = {
  question: 1,
  firstHop: 0.5,
  overlap: 1.5,
  topicTitle: 3,
  bridgeTitle: 2.5,
  hopQuery: 1,
  subjectTitle: 3,
  subjectQuery: 1,
  entityTitle: 1.5,
  /** Bridge titles of a single-hop question (its answer entity's passage): useful, rarely gold. */
  answerTitle: 1,
  /** Factor on the first-hop and overlap weights when the topic's title passage was found. */
  searchesWhenTitled: 0.5,
} as const;
