// megrag: the reasoning path of the latest persisted run (`hopgraph query "..." --mode megrag --persist`),
// drawn over the real index. Shows (:Run)-[:FIRST_STEP]->(:Step)-[:NEXT {relation}]->(:Step)... and,
// for each step, the evidence it selected: a Triple with its subject/object entities and its
// Sentence and Passage, a Sentence with its Passage, or a whole Passage.
// In Neo4j Browser:   :param collection => 'default'
MATCH (run:Run {collection: $collection, mode: 'megrag'})
WITH run ORDER BY run.createdAt DESC LIMIT 1
MATCH path = (run)-[:FIRST_STEP]->(:Step)-[:NEXT*0..]->(step:Step)
OPTIONAL MATCH selected = (step)-[:SELECTED]->(item)
OPTIONAL MATCH tripleContext = (passage:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(item:Triple)-[:SUBJECT|OBJECT]->(:Entity)
OPTIONAL MATCH sentenceContext = (:Passage)-[:HAS_SENTENCE]->(item:Sentence)
RETURN path, selected, tripleContext, sentenceContext;
