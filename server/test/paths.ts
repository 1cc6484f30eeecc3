import { fileURLToPath } from 'node:url';

/** Scratch space for test templates and data directories (git-ignored). */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../.tmp/test-templates', import.meta.url));
export const SCRATCH_DIR = fileURLToPath(new URL('../../.tmp/scratch', import.meta.url));
