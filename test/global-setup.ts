import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config/load-config.js';
import { servicesUp } from '../src/services/services.js';
import { stopEmbeddedNeo4j } from '../src/services/embedded-neo4j.js';
import { isPortOpen } from '../src/services/process-utilities.js';
import { boltAddress } from '../src/services/embedded-neo4j.js';

/** Starts the test Neo4j (and Redis if needed) once for the whole run; stops what it started. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const environment = { ...process.env, ...(project.config.env as Record<string, string>) };
  const config = loadConfig({ environment });
  const bolt = boltAddress(config.neo4j.uri);
  const alreadyUp = await isPortOpen(bolt.host, bolt.port);
  await servicesUp(config, (line) => process.stderr.write(`[test services] ${line}\n`));
  return async () => {
    if (!alreadyUp && process.env.HOPGRAPH_TEST_KEEP_SERVICES !== '1') await stopEmbeddedNeo4j(config);
  };
}
