/**
 * A weighted undirected graph in adjacency-list form, for `personalizedPageRank`. Nodes are dense
 * integers 0..size-1; `addEdge` may be called more than once for a pair (weights add up).
 */
export class WeightedGraph {
  private readonly neighbours: Array<Map<number, number>>;

  constructor(readonly size: number) {
    this.neighbours = Array.from({ length: size }, () => new Map<number, number>());
  }

  addEdge(a: number, b: number, weight = 1): void {
    if (a === b || weight <= 0) return;
    const from = this.neighbours[a];
    const to = this.neighbours[b];
    if (!from || !to) throw new RangeError(`edge ${a}–${b} outside a graph of ${this.size} nodes`);
    from.set(b, (from.get(b) ?? 0) + weight);
    to.set(a, (to.get(a) ?? 0) + weight);
  }

  /** Neighbours of `node` with the weight of the edge to each. */
  edgesOf(node: number): ReadonlyMap<number, number> {
    return this.neighbours[node] ?? new Map();
  }

  edgeCount(): number {
    return this.neighbours.reduce((sum, edges) => sum + edges.size, 0) / 2;
  }
}

export interface PageRankOptions {
  /** Probability of following an edge at each step (1 − damping: of jumping back to the seeds). */
  damping: number;
  /** Iterations at most. */
  maxIterations: number;
  /** Stop once the scores move less than this in L1 between iterations. */
  tolerance: number;
}

export interface PageRankResult {
  scores: Float64Array;
  iterations: number;
}

/**
 * Personalized PageRank by power iteration: the stationary distribution of a walk that, at each step,
 * follows an edge with probability `damping` (to a neighbour in proportion to the edge weight) and
 * otherwise restarts at a node drawn from `restart` (any non-negative weights; normalized here).
 *
 *   p ← (1 − d)·r + d·(Wᵀp + (mass of nodes without edges)·r)
 *
 * A node without edges sends its mass back to the restart distribution, so the scores always sum
 * to 1. Deterministic: a fixed order of nodes and edges, no randomness.
 */
export function personalizedPageRank(graph: WeightedGraph, restart: ArrayLike<number>, options: PageRankOptions): PageRankResult {
  const size = graph.size;
  if (restart.length !== size) throw new RangeError(`restart vector of ${restart.length} for a graph of ${size} nodes`);
  if (!(options.damping >= 0 && options.damping < 1)) throw new RangeError(`damping ${options.damping} is not in [0, 1)`);
  const reset = new Float64Array(size);
  let total = 0;
  for (let node = 0; node < size; node++) {
    const weight = restart[node] ?? 0;
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`restart weight ${weight} of node ${node} is not a finite non-negative number`);
    reset[node] = weight;
    total += weight;
  }
  if (total === 0) return { scores: new Float64Array(size), iterations: 0 };
  for (let node = 0; node < size; node++) reset[node] = (reset[node] as number) / total;
  const outWeight = new Float64Array(size);
  for (let node = 0; node < size; node++) for (const weight of graph.edgesOf(node).values()) outWeight[node] = (outWeight[node] as number) + weight;

  let scores = Float64Array.from(reset);
  let next = new Float64Array(size);
  let iterations = 0;
  for (; iterations < options.maxIterations; ) {
    iterations++;
    next.fill(0);
    let dangling = 0;
    for (let node = 0; node < size; node++) {
      const mass = scores[node] as number;
      if (mass === 0) continue;
      const out = outWeight[node] as number;
      if (out === 0) {
        dangling += mass;
        continue;
      }
      for (const [neighbour, weight] of graph.edgesOf(node)) next[neighbour] = (next[neighbour] as number) + (mass * weight) / out;
    }
    let change = 0;
    for (let node = 0; node < size; node++) {
      const value = (1 - options.damping) * (reset[node] as number) + options.damping * ((next[node] as number) + dangling * (reset[node] as number));
      change += Math.abs(value - (scores[node] as number));
      next[node] = value;
    }
    [scores, next] = [next, scores];
    if (change < options.tolerance) break;
  }
  return { scores, iterations };
}
