import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder of hopgraph's package.json, from the sources (src/) or the build (dist/src/) alike,
 * so files shipped beside the code (cypher/, neo4j/, docker-compose.yml) are found either way.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'hopgraph') {
      cached = directory;
      return directory;
    }
    const parent = dirname(directory);
    if (parent === directory) throw new Error('hopgraph: cannot find its package.json above ' + fileURLToPath(import.meta.url));
    directory = parent;
  }
}

/** A path inside the package root. */
export function packagePath(...segments: string[]): string {
  return join(packageRoot(), ...segments);
}
