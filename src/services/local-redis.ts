import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import type { HopgraphConfig } from '../config/config-schema.js';
import { isLocalHost } from './embedded-neo4j.js';
import { isPortOpen, readPidFile, sleep, stopProcess } from './process-utilities.js';

export function redisAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : 6379 };
}

function pidFile(config: HopgraphConfig): string {
  return join(resolve(config.dataDir), 'redis', 'redis.pid');
}

/** Makes Redis reachable: no-op when it answers, else starts `redis-server` from PATH for a local URL. */
export async function startLocalRedis(config: HopgraphConfig, log: (line: string) => void): Promise<{ started: boolean; message: string }> {
  const { host, port } = redisAddress(config.redis.url);
  if (await isPortOpen(host, port)) return { started: false, message: `Redis already answers on ${host}:${port}` };
  if (!isLocalHost(host)) {
    throw new ServiceUnavailableError('redis', `Redis at REDIS_URL=${host}:${port} does not answer, and it is not local so hopgraph cannot start it`, {
      hint: 'check REDIS_URL',
    });
  }
  const directory = join(resolve(config.dataDir), 'redis');
  mkdirSync(directory, { recursive: true });
  const output = openSync(join(directory, 'redis.log'), 'a');
  // BullMQ needs noeviction; the queue is transient so nothing is persisted.
  const child = spawn(
    'redis-server',
    ['--bind', host === 'localhost' ? '127.0.0.1' : host, '--port', String(port), '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction', '--dir', directory],
    { detached: true, stdio: ['ignore', output, output], shell: false },
  );
  closeSync(output);
  child.on('error', () => undefined);
  if (child.pid === undefined) throw new ServiceUnavailableError('redis', 'redis-server was not found on PATH', { hint: 'install Redis ≥ 6.2 or set REDIS_URL' });
  child.unref();
  writeFileSync(pidFile(config), `${child.pid}\n`);
  log(`starting redis-server (pid ${child.pid}) on ${host}:${port}…`);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await isPortOpen(host, port)) return { started: true, message: `Redis is up on ${host}:${port}` };
    await sleep(100);
  }
  throw new ServiceUnavailableError('redis', `redis-server did not accept connections on ${host}:${port} within 20 s; see ${join(directory, 'redis.log')}`);
}

export async function stopLocalRedis(config: HopgraphConfig): Promise<boolean> {
  const pid = readPidFile(pidFile(config));
  if (pid === undefined) return false;
  await stopProcess(pid, 10_000);
  readPidFile(pidFile(config));
  return true;
}
