import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import neo4j, { type Driver } from 'neo4j-driver';
import type { HopgraphConfig } from '../config/config-schema.js';
import { HopgraphError } from '../errors/hopgraph-error.js';
import { sleep } from './process-utilities.js';

/** The password Neo4j gives the `neo4j` user of a fresh data folder (it must be changed before any other query). */
const NEO4J_DEFAULT_PASSWORD = 'neo4j';

/** Changes the current user's password; both passwords are parameters (never in the query text or in a log). */
const CHANGE_OWN_PASSWORD = 'ALTER CURRENT USER SET PASSWORD FROM $currentPassword TO $newPassword';

/** A file (holding no secret) that says the data folder's `neo4j` user still has the default password. */
export function initialPasswordMarker(home: string): string {
  return join(home, 'initial-password-pending');
}

/**
 * Before the first start of a fresh data folder with a password configured: records that the
 * default password of the `neo4j` user must be replaced once the server answers.
 */
export function markInitialPasswordPending(config: HopgraphConfig, home: string, data: string): void {
  if (existsSync(join(data, 'dbms', 'auth.ini')) || existsSync(join(data, 'databases', 'system'))) return;
  if (config.neo4j.username !== 'neo4j') {
    throw new HopgraphError('HOPGRAPH_NEO4J_AUTH', `the embedded Neo4j can only create the user "neo4j", not "${config.neo4j.username}"`, {
      hint: 'set NEO4J_USERNAME=neo4j, or create other users yourself with Cypher',
    });
  }
  writeFileSync(initialPasswordMarker(home), 'the neo4j user still has the default password; the next start sets the configured one over Bolt\n');
}

function errorCode(error: unknown): string {
  return (error as { code?: string }).code ?? '';
}

/** Whether the server is still coming up (the system database not yet available). */
function isStarting(error: unknown): boolean {
  const code = errorCode(error);
  return neo4j.isRetryableError(error) || code.startsWith('Neo.TransientError') || code === 'ServiceUnavailable' || code === 'Neo.ClientError.Database.DatabaseNotFound';
}

async function changeDefaultPassword(driver: Driver, password: string, deadline: number): Promise<void> {
  for (;;) {
    const session = driver.session({ database: 'system' });
    try {
      await session.run(CHANGE_OWN_PASSWORD, { currentPassword: NEO4J_DEFAULT_PASSWORD, newPassword: password });
      return;
    } catch (error) {
      if (!isStarting(error) || Date.now() > deadline) throw error;
      await sleep(500);
    } finally {
      await session.close();
    }
  }
}

/**
 * Replaces the default password of a fresh server's `neo4j` user by the configured one, over Bolt
 * (a parameterized `ALTER CURRENT USER` on the system database), so the password never appears on
 * a command line (the process list) or in a child's environment. Only the server hopgraph started
 * on a fresh data folder is changed (the marker file); a crash before the change leaves the marker,
 * and the next start finishes it.
 */
export async function applyInitialPassword(config: HopgraphConfig, home: string, bolt: { host: string; port: number }, deadline: number): Promise<void> {
  const marker = initialPasswordMarker(home);
  if (!config.neo4j.password || !existsSync(marker)) return;
  const host = bolt.host.includes(':') && !bolt.host.startsWith('[') ? `[${bolt.host}]` : bolt.host;
  const driver = neo4j.driver(`bolt://${host}:${bolt.port}`, neo4j.auth.basic(config.neo4j.username, NEO4J_DEFAULT_PASSWORD), {
    connectionTimeout: 10_000,
    userAgent: 'hopgraph/0.1',
  });
  try {
    await changeDefaultPassword(driver, config.neo4j.password, deadline);
  } catch (error) {
    // Already changed (a crash right after the change, before the marker was removed)?
    const configured = await driver.verifyAuthentication({ auth: neo4j.auth.basic(config.neo4j.username, config.neo4j.password) }).catch(() => false);
    if (!configured) {
      const message = ((error as Error).message ?? String(error)).split(config.neo4j.password).join('***');
      throw new HopgraphError('HOPGRAPH_NEO4J_AUTH', `setting the initial Neo4j password failed (${errorCode(error) || 'error'}): ${message}`, {
        hint: 'NEO4J_PASSWORD must have at least 8 characters and differ from "neo4j"; or delete the data folder and start again',
      });
    }
  } finally {
    await driver.close();
  }
  rmSync(marker, { force: true });
}
