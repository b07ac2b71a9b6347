/** The local storage driver: files in a folder of this machine (STORAGE_DIR), served by Express. */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { checkKey, IMMUTABLE_MAX_AGE_SECONDS, type ObjectStorage } from './object-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localFolderStorage(dir: string): ObjectStorage {
  const fileOf = (key: string) => path.join(dir, checkKey(key));
  return {
    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async list(prefix) {
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    serve: express.static(dir, {
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: IMMUTABLE_MAX_AGE_SECONDS * 1000,
    }),
  };
}
