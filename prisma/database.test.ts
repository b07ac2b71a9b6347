import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('database.ts', () => {
  it('leaves the exit code to the process (a failed test run must not exit 0)', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "await import('./database.ts'); process.exitCode = 3;",
      ],
      { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
