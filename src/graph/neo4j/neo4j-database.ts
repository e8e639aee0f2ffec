import type { Driver, EagerResult, ManagedTransaction, RecordShape, Session } from 'neo4j-driver';
import { runSchemaStatement, translateNeo4jError } from './neo4j-connection.js';

/**
 * The database the graph store works in, over one driver: managed read and write transactions and
 * auto-commit sessions with the driver's errors translated into hopgraph errors, schema statements,
 * the database's id and a check that it is reachable. What it runs is up to its callers; it knows no
 * collection.
 */
export class Neo4jDatabase {
  private cachedId: string | undefined;

  constructor(
    readonly driver: Driver,
    /** The database name (`NEO4J_DATABASE`). */
    readonly name: string,
    /** The server's address, for error messages. */
    readonly uri: string,
  ) {}

  /** Runs `work` in a managed write transaction (retried by the driver on transient errors). */
  async write<T>(queryName: string, work: (transaction: ManagedTransaction) => Promise<T>): Promise<T> {
    const session = this.driver.session({ database: this.name, defaultAccessMode: 'WRITE' });
    try {
      return await session.executeWrite(work);
    } catch (error) {
      throw this.translate(queryName, error);
    } finally {
      await session.close();
    }
  }

  /** Runs `work` in a managed read transaction. */
  async read<T>(queryName: string, work: (transaction: ManagedTransaction) => Promise<T>): Promise<T> {
    const session = this.driver.session({ database: this.name, defaultAccessMode: 'READ' });
    try {
      return await session.executeRead(work);
    } catch (error) {
      throw this.translate(queryName, error);
    } finally {
      await session.close();
    }
  }

  /**
   * Runs `work` with one auto-commit session (statements that batch themselves with
   * `CALL { … } IN TRANSACTIONS`, which cannot run inside a managed transaction), errors translated.
   */
  async withSession<T>(queryName: string, work: (session: Session) => Promise<T>): Promise<T> {
    const session = this.driver.session({ database: this.name });
    try {
      return await work(session);
    } catch (error) {
      throw this.translate(queryName, error);
    } finally {
      await session.close();
    }
  }

  /** Runs one statement in its own auto-commit session; errors are the driver's (the caller translates them). */
  async runAutoCommit(query: string, parameters: Record<string, unknown>): Promise<void> {
    const session = this.driver.session({ database: this.name });
    try {
      await session.run(query, parameters);
    } finally {
      await session.close();
    }
  }

  /** One query through `driver.executeQuery`; errors are the driver's (the caller translates them). */
  async query(query: string, parameters: Record<string, unknown> = {}): Promise<EagerResult<RecordShape>> {
    return this.driver.executeQuery(query, parameters, { database: this.name });
  }

  /** One `CREATE … IF NOT EXISTS` statement; the same rule created at the same moment by another process counts as success. */
  async runSchemaStatement(statement: string): Promise<void> {
    await runSchemaStatement(this.driver, this.name, statement);
  }

  /** The driver's error as a hopgraph error with a stable code and retriable flag. */
  translate(queryName: string, error: unknown): Error {
    return translateNeo4jError(queryName, error, this.uri);
  }

  /** A stable id of the database (Neo4j's own), read once. */
  async databaseId(): Promise<string> {
    if (!this.cachedId) {
      this.cachedId = await this.read('databaseId', async (transaction) => (await transaction.run('CALL db.info() YIELD id RETURN id')).records[0]!.get('id') as string);
    }
    return this.cachedId;
  }

  /** Checks the connection and the credentials. */
  async verify(): Promise<void> {
    try {
      await this.driver.verifyAuthentication({ database: this.name });
      await this.driver.executeQuery('RETURN 1', {}, { database: this.name });
    } catch (error) {
      throw this.translate('verify', error);
    }
  }
}
