/**
 * The orders boundary (docs/decisions/114-orders-boundary-by-types.md). ESLint refuses raw SQL
 * that writes orders in sources planted (in memory) in another module and under lib/; the client
 * every place but modules/orders imports has no order models, which `pnpm typecheck` proves on
 * the lines below (an @ts-expect-error that is not needed is itself an error). Checking the
 * planted sources with the TypeScript API instead takes over ten seconds.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { prisma } from '../src/lib/prisma.ts';

export const refusedByTypes = [
  async (id: number) => {
    // @ts-expect-error: the client outside modules/orders has no order models
    const o = prisma.order;
    await o.update({ where: { id }, data: {} });
  },
  // @ts-expect-error: not by an indexed access either
  (id: number) => prisma['order'].delete({ where: { id } }),
  // @ts-expect-error: nor order events
  (id: number) => prisma.orderEvent.deleteMany({ where: { order_id: id } }),
  // @ts-expect-error: nor in a transaction
  () => prisma.$transaction((tx) => tx.orderItem.deleteMany({})),
];

const api = path.resolve(import.meta.dirname, '..');
const root = path.resolve(api, '../..');

/** The five forms, each on its own line (2 to 6). */
const planted = (prismaPath: string) => `import { prisma } from '${prismaPath}';
export const alias = async (id: number) => { const o = prisma.order; await o.update({ where: { id }, data: {} }); };
export const indexed = (id: number) => prisma['order'].delete({ where: { id } });
export const unsafe = (id: number) => prisma.$executeRawUnsafe('DELETE FROM orders WHERE id = $1', id);
export const events = (id: number) => prisma.orderEvent.deleteMany({ where: { order_id: id } });
export const template = (id: number) => prisma.$executeRaw\`UPDATE order_items SET quantity = 0 WHERE id = \${id}\`;
`;
const files = {
  [path.join(api, 'src/modules/ads/planted-orders-writes.ts')]: planted('../../lib/prisma.ts'),
  [path.join(api, 'src/lib/planted-orders-writes.ts')]: planted('./prisma.ts'),
};

/** ESLint's no-restricted-syntax errors on the planted files (the type-aware rules left out). */
async function lintErrors(): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const results = await Promise.all(
    Object.entries(files).map(([filePath, code]) => eslint.lintText(code, { filePath })),
  );
  return results
    .flat()
    .flatMap((r) => r.messages.map((m) => `${path.relative(api, r.filePath)}:${m.line} ${m.message}`));
}

describe('outside modules/orders (another module, lib/)', () => {
  it('raw SQL writing orders is refused, as a plain string or a template', async () => {
    const errors = await lintErrors();
    const message = 'Only the orders module writes orders, order_items and order_events';
    for (const name of ['src/modules/ads', 'src/lib']) {
      const lines = errors
        .filter((e) => e.startsWith(`${name}/planted-orders-writes.ts:`) && e.includes(message))
        .map((e) => Number(e.split(':')[1]!.split(' ')[0]));
      expect(lines).toEqual([4, 6]);
    }
  });
});
