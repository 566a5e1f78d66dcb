// Types for .htmlvalidate.mjs, which e2e/html-and-links.spec.ts imports.
import type { ConfigData } from 'html-validate';

declare const config: ConfigData;
export default config;
