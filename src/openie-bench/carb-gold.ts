import type { CarbExtraction } from './carb-extraction.js';

/**
 * Reads a CaRB gold file, one tuple a line: `sentence \t relation \t arg1 \t arg2 ...` (as the official
 * GoldReader: the line is trimmed, sentence, relation and each argument trimmed). Gold tuples get confidence 1.
 */
export function parseCarbGold(text: string): CarbExtraction[] {
  const tuples: CarbExtraction[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.length === 0) continue;
    const fields = trimmed.split('\t');
    if (fields.length < 2) continue;
    const [sentence, relation, ...rest] = fields as [string, string, ...string[]];
    tuples.push({ sentence: sentence.trim(), confidence: 1, relation: relation.trim(), arguments: rest.map((argument) => argument.trim()) });
  }
  return tuples;
}
