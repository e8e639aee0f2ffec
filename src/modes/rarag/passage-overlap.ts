/** The ids of `first` that `second` also holds, in `first`'s order: the passages both searches agree on. */
export function passageOverlap(first: ReadonlyArray<{ id: string }>, second: ReadonlyArray<{ id: string }>): string[] {
  const inSecond = new Set(second.map((hit) => hit.id));
  return [...new Set(first.map((hit) => hit.id))].filter((id) => inSecond.has(id));
}
