import type { Embedder } from '../ports/embedder.js';
import { openIndexEmbedder, type EmbedderConfig } from './open-embedder.js';

/** Query embedders shared by every handle of one runtime, one per embedding model, closed with the root handle. */
export class QueryEmbedders {
  private readonly byModel = new Map<string, Promise<Embedder>>();

  constructor(private readonly config: EmbedderConfig) {}

  get(model: string): Promise<Embedder> {
    let embedder = this.byModel.get(model);
    if (!embedder) {
      embedder = openIndexEmbedder(this.config, model);
      this.byModel.set(model, embedder);
      embedder.catch(() => this.byModel.delete(model));
    }
    return embedder;
  }

  async close(): Promise<void> {
    const opened = await Promise.allSettled(this.byModel.values());
    this.byModel.clear();
    for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
  }
}
