import { createHopgraph, type Hopgraph } from '../../src/hopgraph.js';
import { createServer, type HopgraphServer } from '../../src/server/create-server.js';
import { resolveServerSettings, type ServerSettings } from '../../src/server/server-settings.js';
import { testConfig } from './test-config.js';

/** A running `hopgraph serve` (the real Fastify server on a real port) over a fresh handle. */
export interface RunningServer {
  hg: Hopgraph;
  server: HopgraphServer;
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the HTTP server on `port` over a handle on `collection` (config overrides: e.g. `llm`). */
export async function startTestServer(
  port: number,
  collection: string,
  settings: Partial<Omit<ServerSettings, 'port'>> = {},
  config: Record<string, unknown> = {},
): Promise<RunningServer> {
  const base = testConfig();
  const hg = await createHopgraph({ config: { ...config, collection, ingest: { queue: base.ingest.queue } } });
  const server = await createServer(hg, resolveServerSettings({ host: '127.0.0.1', port, ...settings }));
  const address = await server.app.listen({ host: '127.0.0.1', port });
  return {
    hg,
    server,
    baseUrl: address,
    close: async () => {
      await server.close();
      await hg.close();
    },
  };
}

/** Reads one sample of a Prometheus text exposition (0 when absent). */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}
