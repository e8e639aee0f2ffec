import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, redactConfig } from '../../../src/config/load-config.js';
import { ConfigError } from '../../../src/errors/config-error.js';

describe('loadConfig', () => {
  it('layers defaults, file, environment and overrides in that order', () => {
    const directory = mkdtempSync(join(tmpdir(), 'hopgraph-config-'));
    const file = join(directory, 'config.json');
    writeFileSync(file, JSON.stringify({ neo4j: { database: 'fromfile', uri: 'bolt://file:7687' }, ingest: { batchSize: 7 } }));
    const config = loadConfig({
      file,
      environment: { NEO4J_URI: 'neo4j://cluster.example:7687', HOPGRAPH_BATCH_SIZE: '9' },
      overrides: { ingest: { concurrency: 3 } },
    });
    expect(config.neo4j).toMatchObject({ uri: 'neo4j://cluster.example:7687', database: 'fromfile', username: 'neo4j' });
    expect(config.ingest).toMatchObject({ batchSize: 9, concurrency: 3 });
    expect(config.redis.url).toBe('redis://127.0.0.1:6379');
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ environment: { REDIS_URL: 'http://nope' } })).toThrow(/redis\.url: must be a redis:\/\//);
    expect(() => loadConfig({ environment: { HOPGRAPH_BATCH_SIZE: 'many' } })).toThrow(ConfigError);
    expect(() => loadConfig({ environment: {}, overrides: { ingest: { queue: 'a:b' } } })).toThrow(/ingest\.queue/);
    expect(() => loadConfig({ environment: {}, overrides: { unknownSetting: 1 } })).toThrow(/unknownSetting|Unrecognized/);
  });

  it('fails clearly on a missing explicit config file', () => {
    expect(() => loadConfig({ file: '/nonexistent/hopgraph.json', environment: {} })).toThrow(/does not exist/);
  });

  it('redacts secrets', () => {
    const config = loadConfig({ environment: { NEO4J_PASSWORD: 's3cret', REDIS_URL: 'redis://user:pw@redis.example:6379/0' } });
    const printed = JSON.stringify(redactConfig(config));
    expect(printed).not.toContain('s3cret');
    expect(printed).not.toContain('pw@');
    expect(printed).toContain('***');
  });
});
