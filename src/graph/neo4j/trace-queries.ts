/** Cypher for persisted reasoning traces (megrag): constants with parameters, never user text. */

/** The run and its steps; returns each step's element id by index. */
export const CREATE_RUN = `
CREATE (run:Run {collection: $collection, id: $run.id, question: $run.question, answer: $run.answer, mode: $run.mode, policy: $run.policy,
                 createdAt: datetime($run.createdAt), stoppedBy: $run.stoppedBy, finalNote: $run.finalNote, steps: size($steps)})
WITH run
UNWIND $steps AS step
CREATE (s:Step {collection: $collection, runId: run.id, index: step.index, query: step.query, granularity: step.granularity,
                intermediateAnswer: step.intermediateAnswer, resolvedPath: step.resolvedPath, missing: step.missing, note: step.note})
RETURN step.index AS index, elementId(s) AS elementId`;

/** (:Run)-[:FIRST_STEP]->(:Step). */
export const LINK_FIRST_STEP = `
MATCH (run:Run {id: $runId})
MATCH (s:Step) WHERE elementId(s) = $stepId
CREATE (run)-[:FIRST_STEP]->(s)`;

/** (:Step)-[:NEXT {relation}]->(:Step), one per consecutive pair. */
export const LINK_NEXT_STEPS = `
UNWIND $links AS link
MATCH (a:Step) WHERE elementId(a) = link.from
MATCH (b:Step) WHERE elementId(b) = link.to
CREATE (a)-[:NEXT {relation: link.relation}]->(b)`;

/** (:Step)-[:SELECTED]->(:Triple|:Sentence|:Passage), matched by (collection, id) through each label's unique index. */
export const LINK_SELECTED = `
UNWIND $selected AS item
MATCH (s:Step) WHERE elementId(s) = item.stepId
CALL (item) {
  MATCH (n:Triple {collection: $collection, id: item.id}) WHERE item.kind = 'triple' RETURN n
  UNION
  MATCH (n:Sentence {collection: $collection, id: item.id}) WHERE item.kind = 'sentence' RETURN n
  UNION
  MATCH (n:Passage {collection: $collection, id: item.id}) WHERE item.kind = 'passage' RETURN n
}
MERGE (s)-[:SELECTED]->(n)
RETURN count(*) AS linked`;
