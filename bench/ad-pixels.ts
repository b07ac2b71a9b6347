/**
 * The ad pixels in the bench: the store points at the local stand-ins of Meta and TikTok
 * (apps/api/test/ad-platforms.ts serves both pixel scripts and takes what they report), and an
 * admin switches both pixels on and off through PUT /api/admin/ads, as in the back office.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { REPO_ROOT } from './processes.ts';

/** The store's settings that send the ads to the stand-ins at `origin` (docs/ads.md). */
export function adPlatformsEnv(origin: string): Record<string, string> {
  return {
    ADS_META_URL: origin,
    ADS_TIKTOK_URL: origin,
    ADS_META_PIXEL_SCRIPT: `${origin}/meta/fbevents.js`,
    ADS_TIKTOK_PIXEL_SCRIPT: `${origin}/tiktok/events.js`,
  };
}

/** How the bench names a page's Lighthouse run with both pixels configured. */
export const PIXELS_LABEL = ' (ad pixels)';

export interface AdPixelsSwitch {
  /** Both pixels configured (a Meta pixel id and a TikTok pixel code), or neither. */
  configure(on: boolean): Promise<void>;
}

/** Creates an admin with `pnpm admin:create` on the store's database. */
export function createAdmin(env: Record<string, string>, nom: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const { PATH, HOME, TMPDIR } = process.env;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/scripts/create-admin.ts', '--name', nom, '--password', password],
      { cwd: REPO_ROOT, env: { PATH, HOME, TMPDIR, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin:create exited with ${code}`)),
    );
  });
}

export async function send(url: string, method: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The switch, once an admin of the store at `origin` (started with `env`) has logged in. */
export async function adPixelsSwitch(origin: string, env: Record<string, string>): Promise<AdPixelsSwitch> {
  const nom = 'bench-admin';
  const password = randomBytes(18).toString('base64url');
  await createAdmin(env, nom, password);
  const { token } = (await send(`${origin}/api/admin/login`, 'POST', { nom, password })) as { token: string };
  return {
    configure: async (on) => {
      await send(
        `${origin}/api/admin/ads`,
        'PUT',
        {
          meta_pixel_id: on ? '1234567890' : '',
          tiktok_pixel_code: on ? 'BENCHPIXEL0001' : '',
          purchase_on: 'confirmed',
        },
        token,
      );
    },
  };
}
