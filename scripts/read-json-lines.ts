import { readFileSync } from 'node:fs';

/** Every non-blank line of a JSONL file, parsed (the measurement scripts read whole dataset files). */
export function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8').split('\n').filter((line) => line.trim().length > 0).map((line) => JSON.parse(line) as T);
}
