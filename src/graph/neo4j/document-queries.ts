/**
 * Cypher for `Document` nodes and passage provenance. Constants with parameters only; documents are
 * matched by (`collection`, `path`) through their composite uniqueness constraint.
 *
 * (:Document {collection, path, title, format, hash, ingestKey})-[:HAS_PASSAGE {position}]->(:Passage)
 * and on the passage: sourcePath, sourceSection, sourceStart, sourceEnd, sourceStartLine,
 * sourceEndLine, sourcePage, sourcePageEnd (absent when unknown).
 */

/** Links passages to their documents with their positions and stores their provenance (null removes a property). */
export const WRITE_DOCUMENT_LINKS = `
UNWIND $rows AS row
MATCH (p:Passage {collection: $collection, id: row.id})
MERGE (d:Document {collection: $collection, path: row.path})
SET d.title = row.title, d.format = row.format
SET p.sourcePath = row.path, p.sourceSection = row.section, p.sourceStart = row.start, p.sourceEnd = row.end,
    p.sourceStartLine = row.startLine, p.sourceEndLine = row.endLine, p.sourcePage = row.page, p.sourcePageEnd = row.pageEnd
MERGE (d)-[r:HAS_PASSAGE]->(p)
SET r.position = row.position`;

/** Marks documents complete: file hash and ingest settings. */
export const FINISH_DOCUMENTS = `
UNWIND $rows AS row
MATCH (d:Document {collection: $collection, path: row.path})
SET d.hash = row.hash, d.ingestKey = row.ingestKey`;

export const DOCUMENT_STATES = `
UNWIND $paths AS path
MATCH (d:Document {collection: $collection, path: path})
RETURN d.path AS path, d.hash AS hash, d.ingestKey AS ingestKey`;

export const DOCUMENT_PASSAGE_IDS = `
MATCH (:Document {collection: $collection, path: $path})-[r:HAS_PASSAGE]->(p:Passage)
RETURN p.id AS id
ORDER BY r.position, p.id`;

export const DOCUMENT_PATHS = `
MATCH (d:Document)
WHERE d.collection = $collection
RETURN d.path AS path
ORDER BY path`;

export const DELETE_DOCUMENTS = `
UNWIND $paths AS path
MATCH (d:Document {collection: $collection, path: path})
DETACH DELETE d`;

export const PASSAGE_SOURCES = `
UNWIND $ids AS id
MATCH (p:Passage {collection: $collection, id: id})
WHERE p.sourcePath IS NOT NULL
OPTIONAL MATCH (:Document {collection: $collection, path: p.sourcePath})-[r:HAS_PASSAGE]->(p)
RETURN p.id AS id, p.sourcePath AS path, p.sourceSection AS section, r.position AS position, p.sourceStart AS start, p.sourceEnd AS end,
       p.sourceStartLine AS startLine, p.sourceEndLine AS endLine, p.sourcePage AS page, p.sourcePageEnd AS pageEnd`;

/**
 * Fingerprint lines of documents and provenance (digested only when there are any, so the
 * fingerprint of a collection without documents is what it was before documents existed).
 */
export const DOCUMENT_FINGERPRINT_QUERIES = [
  'MATCH (d:Document {collection: $collection}) RETURN [d.path, d.title, d.format, d.hash] AS line',
  'MATCH (d:Document {collection: $collection})-[r:HAS_PASSAGE]->(p:Passage) RETURN [d.path, p.id, r.position] AS line',
  'MATCH (p:Passage {collection: $collection}) WHERE p.sourcePath IS NOT NULL RETURN [p.id, p.sourcePath, p.sourceSection, p.sourceStart, p.sourceEnd, p.sourceStartLine, p.sourceEndLine, p.sourcePage, p.sourcePageEnd] AS line',
];
