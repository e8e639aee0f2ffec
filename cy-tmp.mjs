import neo4j from 'neo4j-driver';
const d = neo4j.driver('bolt://127.0.0.1:7687');
const r = await d.executeQuery('SHOW FULLTEXT INDEXES YIELD name, state RETURN name, state ORDER BY name');
console.log(r.records.map(x => x.get('name') + ' ' + x.get('state')).join('\n'));
await d.close();
