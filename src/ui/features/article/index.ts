// The article feature's public surface for other features: copying text (the console's copy buttons).
export { copyText } from './copy-text.ts';
