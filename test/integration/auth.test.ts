import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, redactConfig } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { embeddedNeo4jPaths, startEmbeddedNeo4j, stopEmbeddedNeo4j } from '../../src/services/embedded-neo4j.js';
import { initialPasswordMarker } from '../../src/services/embedded-neo4j-password.js';
import { runCli } from '../helpers/run-cli.js';

// A Neo4j of its own with authentication on (Bolt 7689), started from a fresh data folder.
const password = 'hopgraph-Test-Pa55';
const environment = {
  NEO4J_URI: 'bolt://127.0.0.1:7689',
  NEO4J_PASSWORD: password,
  HOPGRAPH_DATA_DIR: '.hopgraph/test-auth',
  HOPGRAPH_HTTP_PORT: '7476',
  HOPGRAPH_NEO4J_HEAP: '512m',
  HOPGRAPH_NEO4J_PAGECACHE: '256m',
};

/** The command lines of every process running now that contain `secret` (read from /proc). */
function commandLinesContaining(secret: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const commandLine = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\u0000').join(' ');
      if (commandLine.includes(secret)) found.push(`${name}: ${commandLine.slice(0, 200)}`);
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

describe('Neo4j with authentication on', () => {
  const config = loadConfig({ environment: { ...process.env, ...environment } });
  // Every command line seen with the password while the server was set up (polled every 20 ms).
  const leakedCommandLines = new Set<string>();
  let serverPid: number | undefined;

  beforeAll(async () => {
    await stopEmbeddedNeo4j(config);
    rmSync(resolve(config.dataDir, 'neo4j', 'data'), { recursive: true, force: true });
    // As a user would run it: the password is in hopgraph's own environment too.
    const before = process.env.NEO4J_PASSWORD;
    process.env.NEO4J_PASSWORD = password;
    const poller = setInterval(() => commandLinesContaining(password).forEach((line) => leakedCommandLines.add(line)), 20);
    try {
      serverPid = (await startEmbeddedNeo4j(config, () => undefined)).pid;
    } finally {
      clearInterval(poller);
      if (before === undefined) delete process.env.NEO4J_PASSWORD;
      else process.env.NEO4J_PASSWORD = before;
    }
  });
  afterAll(async () => {
    await stopEmbeddedNeo4j(config);
  });

  it("the password never appears on a command line, nor in the server's environment", () => {
    expect(serverPid).toBeGreaterThan(0);
    expect([...leakedCommandLines]).toEqual([]);
    expect(readFileSync(`/proc/${serverPid}/cmdline`, 'utf8')).not.toContain(password);
    expect(readFileSync(`/proc/${serverPid}/environ`, 'utf8')).not.toContain(password);
    // The default password was replaced: the pending marker is gone.
    expect(existsSync(initialPasswordMarker(embeddedNeo4jPaths(config).home))).toBe(false);
  });

  it('connects with the credentials from the environment', async () => {
    const store = new Neo4jGraphStore(config);
    try {
      await store.verify();
      await store.applySchema();
      expect((await store.stats()).labels.Passage).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('fails clearly on wrong credentials, without printing them', async () => {
    const wrong = new Neo4jGraphStore({ ...config, neo4j: { ...config.neo4j, password: 'not-the-password' } });
    try {
      await expect(wrong.verify()).rejects.toBeInstanceOf(ConfigError);
      await expect(wrong.verify()).rejects.toThrow(/refused the credentials/);
    } finally {
      await wrong.close();
    }
    const result = await runCli(['stats'], { ...environment, NEO4J_PASSWORD: 'not-the-password' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/refused the credentials/);
    expect(result.stderr + result.stdout).not.toContain('not-the-password');
  });

  it('`hopgraph config` never shows the password', async () => {
    const result = await runCli(['config'], environment);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(password);
    expect(JSON.parse(result.stdout).neo4j.password).toBe('***');
    expect(JSON.stringify(redactConfig(config))).not.toContain(password);
  });
});
