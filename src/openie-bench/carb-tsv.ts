import type { CarbExtraction } from './carb-extraction.js';

/** Tabs and line breaks inside a field would break the format; they become spaces. */
function field(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/**
 * CaRB's tab-separated prediction format ("tabbed" reader of the official scorer), one extraction a line:
 * `sentence \t confidence \t relation \t arg1 \t arg2 [\t arg3 ...]`.
 */
export function formatCarbLine(extraction: CarbExtraction): string {
  return [field(extraction.sentence), String(extraction.confidence), field(extraction.relation), ...extraction.arguments.map(field)].join('\t');
}

/**
 * Reads one line of the tab-separated format as the official scorer does (the line is trimmed, then split
 * at tabs; arguments are kept as written). Blank lines and lines without a relation give undefined.
 */
export function parseCarbLine(line: string): CarbExtraction | undefined {
  const trimmed = line.trim();
  if (trimmed.length === 0) return undefined;
  const fields = trimmed.split('\t');
  if (fields.length < 3) return undefined;
  const [sentence, confidence, relation, ...rest] = fields as [string, string, string, ...string[]];
  const value = Number(confidence);
  if (!Number.isFinite(value)) return undefined;
  return { sentence, confidence: value, relation, arguments: rest };
}

/** All extractions of a tab-separated predictions file. */
export function parseCarbPredictions(text: string): CarbExtraction[] {
  const extractions: CarbExtraction[] = [];
  for (const line of text.split('\n')) {
    const extraction = parseCarbLine(line);
    if (extraction) extractions.push(extraction);
  }
  return extractions;
}
