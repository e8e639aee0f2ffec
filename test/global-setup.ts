import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config/load-config.js';
import { servicesUp } from '../src/services/services.js';
import { boltAddress, stopEmbeddedNeo4j } from '../src/services/embedded-neo4j.js';
import { isPortOpen, isProcessAlive } from '../src/services/process-utilities.js';

/**
 * Starts the test Neo4j (and Redis if needed) once for the whole run. Several test runs may share it
 * (each holds a lease file named after its pid); the last run to finish stops it, and only if a test
 * run started it — a Neo4j you started yourself is left alone.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const environment = { ...process.env, ...(project.config.env as Record<string, string>) };
  const config = loadConfig({ environment });
  const directory = resolve(config.dataDir);
  const leases = join(directory, 'test-leases');
  const startedMarker = join(directory, 'started-by-tests');
  mkdirSync(leases, { recursive: true });
  writeFileSync(join(leases, String(process.pid)), '');
  const bolt = boltAddress(config.neo4j.uri);
  const alreadyUp = await isPortOpen(bolt.host, bolt.port);
  await servicesUp(config, (line) => process.stderr.write(`[test services] ${line}\n`));
  if (!alreadyUp) writeFileSync(startedMarker, String(process.pid));
  return async () => {
    rmSync(join(leases, String(process.pid)), { force: true });
    const others = readdirSync(leases).filter((name) => isProcessAlive(Number(name)));
    if (others.length === 0 && existsSync(startedMarker) && process.env.HOPGRAPH_TEST_KEEP_SERVICES !== '1') {
      await stopEmbeddedNeo4j(config);
      rmSync(startedMarker, { force: true });
    }
  };
}
