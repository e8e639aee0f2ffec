import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import type { GraphStore } from '../../../src/ports/graph-store.js';
import { resolveQueueName } from '../../../src/queue/queue-name.js';

function storeWithId(id: string): GraphStore {
  return { databaseId: async () => id } as unknown as GraphStore;
}

describe('resolveQueueName', () => {
  const config = loadConfig({ environment: {} });

  it('gives each Neo4j database its own queue, whatever the URI spelling', async () => {
    const first = await resolveQueueName(config, storeWithId('6F1A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8'));
    const second = await resolveQueueName(config, storeWithId('0A0B0C0D-1111-2222-3333-444455556666'));
    expect(first).toBe('hopgraph-ingest-6F1A2B3C4D5E');
    expect(second).not.toBe(first);
    expect(first).not.toContain(':');
  });
});
