/** Builders for API tests: real rows in the test file's own database. */
import { rm } from 'node:fs/promises';
import bcrypt from 'bcryptjs';
import type { Prisma } from '@vigor/db/client';
import type { StaffRole } from '@vigor/shared';
import request from 'supertest';
import { createApp } from '../src/app.ts';
import { env } from '../src/config/env.ts';
import type { ApiOptions } from '../src/routes.ts';
import { prisma } from '../src/lib/prisma.ts';
import { signStaffToken } from '../src/lib/tokens.ts';

export const STAFF_PASSWORD = 'correct horse battery';
// Hashed once at a low cost: the cost itself is tested in users tests through the API.
const staffHash = bcrypt.hashSync(STAFF_PASSWORD, 4);
let sequence = 0;
const next = () => ++sequence;

export function api(options: ApiOptions = {}) {
  return request(createApp(options));
}

/** An agent keeps cookies between requests, like one browser (one guest session). */
export function browser(options: ApiOptions = {}) {
  return request.agent(createApp(options));
}

export async function createStaff(role: StaffRole = 'admin', nom = `${role}-${next()}`) {
  const user = await prisma.staffUser.create({ data: { nom, role, password_hash: staffHash } });
  return { user, token: signStaffToken(user.id, role), bearer: `Bearer ${signStaffToken(user.id, role)}` };
}

type SizeSpec = { size: string; quantity: number | null; reserved?: number };

export async function createProduct(
  overrides: Partial<Prisma.ProductCreateInput> & { sizes?: SizeSpec[] } = {},
) {
  const { sizes = [], ...fields } = overrides;
  return prisma.product.create({
    data: {
      name: `Product ${next()}`,
      type: 'hoodies',
      price: 399,
      ...fields,
      sizes: { create: sizes.map((s, position) => ({ ...s, position })) },
    },
    include: { sizes: true },
  });
}

/** Empties every table and the storage folder of this test file. */
export async function truncateAll() {
  await rm(env.STORAGE_DIR, { recursive: true, force: true });
  await prisma.$executeRawUnsafe(
    'TRUNCATE products, product_sizes, staff_users, revoked_tokens, guest_sessions, cart_items, quick_cart_items, orders, order_items, messages RESTART IDENTITY CASCADE',
  );
}
