/** Cypher for a collection's key/value facts (`HopgraphMeta` nodes, one per collection and key); keys and values are parameters. */

export const GET_META = 'MATCH (m:HopgraphMeta {collection: $collection, key: $key}) RETURN m.value AS value';

export const DELETE_META = 'MATCH (m:HopgraphMeta {collection: $collection, key: $key}) DELETE m';

export const SET_META = 'MERGE (m:HopgraphMeta {collection: $collection, key: $key}) SET m.value = $value';
