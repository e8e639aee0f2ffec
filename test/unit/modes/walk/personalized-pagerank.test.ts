import { describe, expect, it } from 'vitest';
import { personalizedPageRank, WeightedGraph } from '../../../../src/modes/walk/personalized-pagerank.js';

const options = { damping: 0.5, maxIterations: 200, tolerance: 1e-12 };

function ppr(size: number, edges: Array<[number, number, number?]>, restart: number[], damping = 0.5): number[] {
  const graph = new WeightedGraph(size);
  for (const [a, b, weight] of edges) graph.addEdge(a, b, weight);
  return Array.from(personalizedPageRank(graph, restart, { ...options, damping }).scores);
}

// Stationary scores solved by hand from p = (1 − d)·r + d·Wᵀp.
describe('personalizedPageRank', () => {
  it('two nodes, restart on one: 1/(1+d) and d/(1+d)', () => {
    const scores = ppr(2, [[0, 1]], [1, 0]);
    expect(scores[0]).toBeCloseTo(2 / 3, 10);
    expect(scores[1]).toBeCloseTo(1 / 3, 10);
    const steep = ppr(2, [[0, 1]], [1, 0], 0.85);
    expect(steep[0]).toBeCloseTo(1 / 1.85, 10);
  });

  it('a path a–c–b with restart on a: 7/12, 1/3, 1/12', () => {
    const [a, c, b] = ppr(3, [[0, 1], [1, 2]], [1, 0, 0]);
    expect(a).toBeCloseTo(7 / 12, 10);
    expect(c).toBeCloseTo(1 / 3, 10);
    expect(b).toBeCloseTo(1 / 12, 10);
  });

  it('follows edges in proportion to their weights (a–b 3, a–c 1): 2/3, 1/4, 1/12', () => {
    const [a, b, c] = ppr(3, [[0, 1, 3], [0, 2, 1]], [5, 0, 0]);
    expect(a).toBeCloseTo(2 / 3, 10);
    expect(b).toBeCloseTo(1 / 4, 10);
    expect(c).toBeCloseTo(1 / 12, 10);
  });

  it('repeated edges add up, and the restart weights are normalized', () => {
    expect(ppr(3, [[0, 1], [0, 1], [0, 1], [0, 2]], [0.2, 0, 0])).toEqual(ppr(3, [[0, 1, 3], [0, 2, 1]], [1, 0, 0]).map((value) => expect.closeTo(value, 10)));
  });

  it('a node without edges sends its mass back to the restart nodes; scores sum to 1', () => {
    const scores = ppr(3, [[1, 2]], [1, 1, 0]);
    expect(scores.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    // x = 0 has no edges: p_x = ½(1 − d) + d·½·p_x, so p_x = 1/3 at d = ½, and node 1 holds what node 2 sends back.
    expect(scores[0]).toBeCloseTo(1 / 3, 10);
    expect(scores[1]! + scores[2]!).toBeCloseTo(2 / 3, 10);
  });

  it('damping 0 returns the restart distribution; no restart mass returns zeros', () => {
    expect(ppr(3, [[0, 1], [1, 2]], [1, 3, 0], 0)).toEqual([0.25, 0.75, 0]);
    expect(ppr(2, [[0, 1]], [0, 0])).toEqual([0, 0]);
  });

  it('refuses a restart vector of the wrong length, a negative weight, a damping of 1', () => {
    const graph = new WeightedGraph(2);
    expect(() => personalizedPageRank(graph, [1], options)).toThrow(RangeError);
    expect(() => personalizedPageRank(graph, [1, -1], options)).toThrow(RangeError);
    expect(() => personalizedPageRank(graph, [1, 0], { ...options, damping: 1 })).toThrow(RangeError);
  });
});
