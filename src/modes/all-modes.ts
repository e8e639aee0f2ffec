// Registers every built-in mode with the registry (import for its side effect).
import './single/single-mode.js';
