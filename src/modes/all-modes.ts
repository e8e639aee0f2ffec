// Registers every built-in mode with the registry (import for its side effect).
import './single/single-mode.js';
import './rarag/rarag-mode.js';
import './hop-rrf/hop-rrf-mode.js';
import './megrag/megrag-mode.js';
import './auto/auto-mode.js';
import './walk/walk-mode.js';
