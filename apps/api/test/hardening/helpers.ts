/** Shared checks for the hardening suite. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import type { StaffRole } from '@vigor/shared';
import { env } from '../../src/config/env.ts';

/** Text that must never reach a client: stack frames, source paths, SQL, driver and ORM internals. */
const LEAKS = [
  /\bat .+\(.+:\d+:\d+\)/, // stack frame
  /\bat (async )?[\w.<>]+ \(/,
  /node_modules|\/src\/|\.ts:\d+/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(FROM|SET|VALUES|WHERE)\b/i,
  /prisma|PrismaClient|invalid input syntax|syntax error at|relation "|violates .* constraint/i,
  /ECONNREFUSED|TypeError|ReferenceError|RangeError|SyntaxError: /,
];

/** Why `text` leaks internals, or null. */
export function leakIn(text: string): string | null {
  for (const pattern of LEAKS) {
    const match = pattern.exec(text);
    if (match) return `${pattern}: ${match[0]}`;
  }
  return null;
}

/**
 * Why `body` is not the API's error shape `{ message: string, errors?: Record<string,
 * string[]> }` (other top-level fields, such as available_quantity, are allowed), or null.
 */
export function errorShapeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not a JSON object';
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || !message) return 'message is not a non-empty string';
  if (errors === undefined) return null;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
    return 'errors is not an object';
  for (const [field, list] of Object.entries(errors)) {
    if (!Array.isArray(list) || !list.every((m) => typeof m === 'string'))
      return `errors.${field} is not a list of strings`;
  }
  return null;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens an attacker could present for a real staff user. */
export function forgedTokens(userId: number, role: StaffRole = 'admin') {
  const claims = { role, sub: String(userId), jti: randomUUID(), ver: 0 };
  const now = Math.floor(Date.now() / 1000);
  return {
    bad_signature: jwt.sign(claims, 'not-the-secret-'.repeat(4), { algorithm: 'HS256', expiresIn: 600 }),
    // An unsigned token with a signature part, so that it passes the header's shape check.
    alg_none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.x`,
    expired: jwt.sign({ ...claims, iat: now - 7200, exp: now - 60 }, env.JWT_SECRET, { algorithm: 'HS256' }),
  };
}

/** Every file under the storage folder (relative paths); [] when it does not exist. */
export async function storedFiles(dir = env.STORAGE_DIR): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A PNG whose header declares width x height, with one tiny (truncated) data chunk. */
export function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
