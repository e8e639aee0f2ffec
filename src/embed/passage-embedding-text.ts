/**
 * The text a passage is embedded from: its title on the first line, then its text (the same fields
 * the BM25 `passage_text` index covers). Ingestion and every measurement must use this one function,
 * or stored vectors and fresh ones drift apart.
 */
export function passageEmbeddingText(passage: { title?: string | null; text: string }): string {
  const title = passage.title?.trim();
  return title ? `${title}\n${passage.text}` : passage.text;
}
