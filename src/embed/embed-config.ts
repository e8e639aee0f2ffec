// The embed settings are part of the configuration (the base layer); the embed layer re-exports them.
export { embedConfigSchema, localModelNames, type EmbedConfig, type EmbedConfigInput, type LocalModelName } from '../config/embed-settings.js';
