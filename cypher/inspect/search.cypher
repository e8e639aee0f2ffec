// BM25 passage search inside one collection, through that collection's own full-text index, ranked
// as `single` ranks it (score, then id): a table of id, title, score. The index name is read off a
// passage's collection label (`Passage_<tag>` → `passage_text_<tag>`). $words is Lucene query
// syntax as you type it (hopgraph itself escapes user text; here you may use Lucene operators).
// In Neo4j Browser, set the parameters first:   :param collection => 'default'   :param words => 'Lothair mother'
MATCH (sample:Passage {collection: $collection})
WITH [label IN labels(sample) WHERE label STARTS WITH 'Passage_'][0] AS label
LIMIT 1
CALL db.index.fulltext.queryNodes('passage_text_' + substring(label, 8), $words, {limit: 20}) YIELD node, score
RETURN node.id AS id, node.title AS title, score
ORDER BY score DESC, id;
