import neo4j, { type Driver } from 'neo4j-driver';
import type { HopgraphConfig } from '../../config/config-schema.js';
import { ConfigError } from '../../errors/config-error.js';
import { GraphStoreError } from '../../errors/graph-store-error.js';
import { ServiceUnavailableError } from '../../errors/service-unavailable-error.js';

/** A driver for the configured Neo4j: numbers come back as JS numbers, credentials only from config. */
export function createNeo4jDriver(config: Pick<HopgraphConfig, 'neo4j'>): Driver {
  const auth = config.neo4j.password ? neo4j.auth.basic(config.neo4j.username, config.neo4j.password) : undefined;
  return neo4j.driver(config.neo4j.uri, auth, {
    disableLosslessIntegers: true,
    connectionTimeout: 10_000,
    maxTransactionRetryTime: 30_000,
    maxConnectionPoolSize: 50,
    userAgent: 'hopgraph/0.1',
  });
}

/**
 * Whether `error` says that the index or constraint a `CREATE … IF NOT EXISTS` asked for was created
 * at the same moment by another transaction. `IF NOT EXISTS` is checked when the statement starts, so
 * two processes creating the same rule at once both pass that check and the later commit fails with
 * this code: the rule exists, which is what both wanted.
 */
export function isConcurrentSchemaCreation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists' || code === 'Neo.ClientError.Schema.IndexAlreadyExists' || code === 'Neo.ClientError.Schema.ConstraintAlreadyExists';
}

/**
 * Runs one `CREATE … IF NOT EXISTS` schema statement; the same rule created concurrently by another
 * process counts as success (callers that care about the rule's options read them back).
 */
export async function runSchemaStatement(driver: Driver, database: string, statement: string): Promise<void> {
  try {
    await driver.executeQuery(statement, {}, { database });
  } catch (error) {
    if (!isConcurrentSchemaCreation(error)) throw error;
  }
}

/** Translates a driver error into a hopgraph error with a stable code and retriable flag. */
export function translateNeo4jError(queryName: string, error: unknown, uri: string): Error {
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message ?? String(error);
  if (code === 'Neo.ClientError.Security.Unauthorized' || code === 'Neo.ClientError.Security.AuthenticationRateLimit') {
    return new ConfigError(`Neo4j at ${uri} refused the credentials (${code})`, 'check NEO4J_USERNAME and NEO4J_PASSWORD');
  }
  if (code === 'ServiceUnavailable' || code === 'SessionExpired' || /ECONNREFUSED|connect ECONN|Could not perform discovery/.test(message)) {
    return new ServiceUnavailableError('neo4j', `Neo4j at NEO4J_URI=${uri} is unreachable: ${message}`, {
      hint: 'start it with `hopgraph up`, or check NEO4J_URI',
      cause: error,
    });
  }
  // Writes are idempotent, so anything that is not the query's own fault may be retried: transient
  // errors, server-side database errors and transactions terminated by a shutdown or restart.
  const retriable =
    neo4j.isRetryableError(error) ||
    code.startsWith('Neo.TransientError') ||
    code.startsWith('Neo.DatabaseError') ||
    code === 'Neo.ClientError.Transaction.Terminated' ||
    code === 'Neo.ClientError.Transaction.TransactionTimedOut' ||
    /shut(ting)? ?down|terminated|unavailable|connection (was )?closed/i.test(message);
  return new GraphStoreError(queryName, `${queryName} failed: ${message}`, { retriable, cause: error });
}
