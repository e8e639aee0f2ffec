import { MIN_HOP_BUDGET_MS } from './hop-rrf-options.js';

/** The time every sub-query's hops share; a hop starts only while enough of it is left. */
export class HopBudget {
  private readonly started: number;

  constructor(
    readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  elapsedMs(): number {
    return this.now() - this.started;
  }

  remainingMs(): number {
    return this.budgetMs - this.elapsedMs();
  }

  /** Whether another hop may start (at least MIN_HOP_BUDGET_MS left). */
  allowsHop(): boolean {
    return this.remainingMs() >= MIN_HOP_BUDGET_MS;
  }
}
