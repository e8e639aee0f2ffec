export { HopgraphError, isHopgraphError } from './hopgraph-error.js';
export { ConfigError } from './config-error.js';
export { ServiceUnavailableError } from './service-unavailable-error.js';
export { InputError } from './input-error.js';
export { GraphStoreError } from './graph-store-error.js';
