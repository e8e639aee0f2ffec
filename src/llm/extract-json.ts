/**
 * Finds the JSON value in a model reply that may wrap it in prose, a ```json fence, or a
 * <think>…</think> block (reasoning models). Returns undefined when there is none that parses.
 */
export function extractJson(reply: string): unknown {
  const withoutThinking = reply.replace(/<think>[\s\S]*?<\/think>/gi, ' ').replace(/<think>[\s\S]*$/i, ' ');
  const candidates: string[] = [];
  for (const match of withoutThinking.matchAll(/```(?:json)?\s*([\s\S]*?)```/gi)) candidates.push(match[1]!.trim());
  candidates.push(withoutThinking.trim());
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      const balanced = firstBalancedValue(candidate);
      if (balanced !== undefined) {
        try {
          return JSON.parse(balanced);
        } catch {
          /* try the next candidate */
        }
      }
    }
  }
  return undefined;
}

/** The first balanced {...} or [...] span of the text, strings respected. */
function firstBalancedValue(text: string): string | undefined {
  for (let start = 0; start < text.length; start += 1) {
    const opening = text[start];
    if (opening !== '{' && opening !== '[') continue;
    const closing = opening === '{' ? '}' : ']';
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (let index = start; index < text.length; index += 1) {
      const character = text[index];
      if (inString) {
        if (escaped) escaped = false;
        else if (character === '\\') escaped = true;
        else if (character === '"') inString = false;
        continue;
      }
      if (character === '"') inString = true;
      else if (character === opening) depth += 1;
      else if (character === closing) {
        depth -= 1;
        if (depth === 0) {
          const span = text.slice(start, index + 1);
          try {
            JSON.parse(span);
            return span;
          } catch {
            break;
          }
        }
      }
    }
  }
  return undefined;
}
