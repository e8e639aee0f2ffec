/** The collection every command and API call uses unless told otherwise. */
export const DEFAULT_COLLECTION = 'default';

/** Letters, digits, `_` and `-`, starting with a letter or digit, at most 64 characters. */
export const COLLECTION_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
