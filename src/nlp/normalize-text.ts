/**
 * Repairs spacing artefacts common in Wikipedia-derived corpora (2WikiMultiHopQA in particular)
 * before tokenization:
 *   "Teutberga( died 875)"  -> "Teutberga (died 875)"
 *   "the lay- abbot"        -> "the lay-abbot" (also "Marie- Georges")
 *   "children ’s"           -> "children’s"
 * Nothing else is changed, so sentence texts stay close to the source.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/([^\s(])\(/g, '$1 (')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/(\p{L})- (\p{L})/gu, '$1-$2')
    .replace(/\s+([’']s\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
