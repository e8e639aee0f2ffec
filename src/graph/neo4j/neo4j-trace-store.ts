import neo4j from 'neo4j-driver';
import type { PersistedRun, TraceStore } from '../../ports/trace-store.js';
import type { Neo4jGraphStore } from './neo4j-graph-store.js';
import { CREATE_RUN, LINK_FIRST_STEP, LINK_NEXT_STEPS, LINK_SELECTED } from './trace-queries.js';

/**
 * The Neo4j adapter of megrag's trace port: writes a run as
 * (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT {relation}]->(:Step)..., each step -[:SELECTED]-> the
 * Triple, Sentence or Passage nodes of its evidence, in one write transaction.
 */
export class Neo4jTraceStore implements TraceStore {
  constructor(private readonly graph: Neo4jGraphStore) {}

  async saveRun(run: PersistedRun): Promise<string> {
    const steps = [...run.steps].sort((a, b) => a.index - b.index);
    await this.graph.write('saveRun', async (transaction) => {
      const created = await transaction.run(CREATE_RUN, this.graph.scoped({
        run: { id: run.id, question: run.question, answer: run.answer, mode: run.mode, policy: run.policy, createdAt: run.createdAt, stoppedBy: run.stoppedBy, finalNote: run.finalNote },
        steps: steps.map(({ index, query, granularity, intermediateAnswer, resolvedPath, missing, note }) => ({ index: neo4j.int(index), query, granularity, intermediateAnswer, resolvedPath, missing, note })),
      }));
      const elementIds = new Map(created.records.map((record) => [record.get('index') as number, record.get('elementId') as string]));
      const first = steps[0] ? elementIds.get(steps[0].index) : undefined;
      if (first) await transaction.run(LINK_FIRST_STEP, { runId: run.id, stepId: first });
      const links = steps.slice(1).map((step, position) => {
        const previous = steps[position] as PersistedRun['steps'][number];
        return { from: elementIds.get(previous.index), to: elementIds.get(step.index), relation: previous.transition ?? '' };
      });
      if (links.length > 0) await transaction.run(LINK_NEXT_STEPS, { links });
      const selected = steps.flatMap((step) => step.selected.map((item) => ({ stepId: elementIds.get(step.index), kind: item.kind, id: item.id })));
      if (selected.length > 0) await transaction.run(LINK_SELECTED, this.graph.scoped({ selected }));
    });
    return run.id;
  }
}
