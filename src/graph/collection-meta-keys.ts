/** Meta key recording the content hash of the corpus file the collection holds exactly (set by the bench). */
export const CORPUS_META_KEY = 'corpus';

/** Meta key naming the embedding model of the stored passage vectors (queries embed with the same). */
export const EMBEDDING_MODEL_META_KEY = 'embeddingModel';
