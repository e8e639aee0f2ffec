/**
 * Small key/value facts a collection keeps about itself (which corpus file it holds exactly, which
 * model its vectors are of); the keys are named in `src/graph/collection-meta-keys.ts`.
 */
export interface CollectionMeta {
  getMeta(key: string): Promise<string | undefined>;
  /** Sets (or, with `undefined`, removes) a meta value. */
  setMeta(key: string, value: string | undefined): Promise<void>;
}
