/**
 * `pnpm test` starts with scripts/check-test-tools.sh: on a machine without the Debian programs
 * the tests use, it installs them (as root) or stops at once with the command to run.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/check-test-tools.sh');
const run = (env: Record<string, string>) =>
  promisify(execFile)('bash', [script], { env: { ...process.env, ...env } }).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vigor-tools-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** An executable stand-in for a tool at `path` under the fake root. */
async function provide(path: string) {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), '#!/bin/sh\n', { mode: 0o755 });
}

describe('check-test-tools.sh', () => {
  it('passes on this machine, where the tests run', async () => {
    expect(await run({})).toEqual({ code: 0, stderr: '' });
  });

  it('stops with the exact command naming each missing tool, and only those', async () => {
    const none = await run({ TEST_TOOLS_ROOT: root });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium haproxy libreoffice-calc-nogui postgresql',
    );

    await provide('usr/bin/chromium');
    await provide('usr/lib/postgresql/17/bin/pg_dump');
    const some = await run({ TEST_TOOLS_ROOT: root });
    expect(some.code).toBe(1);
    expect(some.stderr).toContain('apt-get install -y haproxy libreoffice-calc-nogui\n');

    await provide('usr/sbin/haproxy');
    await provide('usr/bin/soffice');
    expect(await run({ TEST_TOOLS_ROOT: root })).toEqual({ code: 0, stderr: '' });
  });
});
