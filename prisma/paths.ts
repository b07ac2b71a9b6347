import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'prisma', 'migrations');
/** Local, git-ignored data: the embedded dev database lives here. */
export const DATA_DIR = path.join(REPO_ROOT, '.data');
/** Where uploaded and seeded images are written unless STORAGE_DIR says otherwise. */
export const DEFAULT_STORAGE_DIR = path.join(REPO_ROOT, 'storage');
