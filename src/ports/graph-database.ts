/** The database behind the graph ports: reachable, its schema in place, its identity, its connection. */
export interface GraphDatabase {
  /** Checks the connection (and credentials); throws ServiceUnavailableError or ConfigError. */
  verify(): Promise<void>;
  /** Creates constraints and full-text indexes if missing, and waits for them to come online. */
  applySchema(): Promise<void>;
  /** A stable id of the database holding the index (Neo4j's own database id; part of the queue name). */
  databaseId(): Promise<string>;
  close(): Promise<void>;
}
