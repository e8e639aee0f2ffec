import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packagePath } from '../package-root.js';
import { HopgraphError } from '../errors/hopgraph-error.js';
import type { HopgraphConfig } from '../config/config-schema.js';
import { runCommand } from './process-utilities.js';

const composeFile = packagePath('docker-compose.yml');

function markerFile(config: HopgraphConfig): string {
  return join(resolve(config.dataDir), 'docker-compose.started');
}

/** True when a Docker engine answers (the client alone is not enough). */
export async function dockerEngineAvailable(): Promise<boolean> {
  if (!existsSync(composeFile)) return false;
  const info = await runCommand('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 10_000 });
  return info.code === 0 && info.stdout.trim().length > 0;
}

export async function composeUp(config: HopgraphConfig, log: (line: string) => void): Promise<void> {
  log('starting Neo4j and Redis with docker compose…');
  const result = await runCommand('docker', ['compose', '-f', composeFile, 'up', '-d', '--wait'], {
    timeoutMs: config.embedded.startTimeoutSeconds * 1000 + 600_000,
    env: { ...process.env, NEO4J_AUTH: config.neo4j.password ? `${config.neo4j.username}/${config.neo4j.password}` : 'none' },
  });
  if (result.code !== 0) throw new HopgraphError('HOPGRAPH_COMPOSE', `docker compose up failed: ${result.stderr.trim().slice(-1500)}`, { retriable: true });
  mkdirSync(resolve(config.dataDir), { recursive: true });
  writeFileSync(markerFile(config), new Date().toISOString());
}

export async function composeDown(config: HopgraphConfig): Promise<boolean> {
  if (!existsSync(markerFile(config))) return false;
  const result = await runCommand('docker', ['compose', '-f', composeFile, 'stop'], { timeoutMs: 120_000 });
  if (result.code !== 0) throw new HopgraphError('HOPGRAPH_COMPOSE', `docker compose stop failed: ${result.stderr.trim().slice(-1500)}`);
  rmSync(markerFile(config), { force: true });
  return true;
}
