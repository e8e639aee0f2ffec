const DEMONYM = /^\p{Lu}\p{Ll}+(an|ese|ish|ch|ic|i)$/u;

/** Each capitalised modifier run, plus its demonym words when the run is longer ("Chinese American" -> "Chinese", "American"). */
export function modifierVariants(modifiers: readonly string[]): string[] {
  const variants: string[] = [];
  for (const modifier of modifiers) {
    variants.push(modifier);
    const words = modifier.split(/[\s-]+/);
    if (words.length > 1) for (const word of words) if (DEMONYM.test(word)) variants.push(word);
  }
  return variants;
}
