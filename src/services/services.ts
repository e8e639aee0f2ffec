import type { HopgraphConfig } from '../config/config-schema.js';
import { boltAddress, startEmbeddedNeo4j, stopEmbeddedNeo4j } from './embedded-neo4j.js';
import { redisAddress, startLocalRedis, stopLocalRedis } from './local-redis.js';
import { composeDown, composeUp, dockerEngineAvailable } from './docker-compose-services.js';
import { isPortOpen } from './process-utilities.js';

export interface ServicesStatus {
  neo4j: string;
  redis: string;
}

/**
 * `hopgraph up`: makes Neo4j and Redis reachable. No-op for whatever already answers. With a Docker
 * engine, docker compose starts both; otherwise the embedded Neo4j (Maven jars) and redis-server.
 */
export async function servicesUp(config: HopgraphConfig, log: (line: string) => void = () => undefined): Promise<ServicesStatus> {
  const bolt = boltAddress(config.neo4j.uri);
  const redis = redisAddress(config.redis.url);
  const [neo4jOpen, redisOpen] = await Promise.all([isPortOpen(bolt.host, bolt.port), isPortOpen(redis.host, redis.port)]);
  if (neo4jOpen && redisOpen) {
    return { neo4j: `already up at ${config.neo4j.uri}`, redis: `already up at ${redis.host}:${redis.port}` };
  }
  if (!neo4jOpen && !redisOpen && process.env.HOPGRAPH_NO_DOCKER !== '1' && (await dockerEngineAvailable())) {
    await composeUp(config, log);
    return { neo4j: 'started with docker compose', redis: 'started with docker compose' };
  }
  const [neo4jResult, redisResult] = await Promise.all([startEmbeddedNeo4j(config, log), startLocalRedis(config, log)]);
  return { neo4j: neo4jResult.message, redis: redisResult.message };
}

/** `hopgraph down`: stops only what `hopgraph up` started. */
export async function servicesDown(config: HopgraphConfig): Promise<string[]> {
  const stopped: string[] = [];
  if (await composeDown(config)) stopped.push('docker compose services');
  if (await stopEmbeddedNeo4j(config)) stopped.push('embedded Neo4j');
  if (await stopLocalRedis(config)) stopped.push('redis-server');
  return stopped;
}
