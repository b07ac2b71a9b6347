import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const api = './apps/api/src';
const apiModules = readdirSync(join(import.meta.dirname, api, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatures = readdirSync(join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Names that hold an amount of money in this code base. */
const amountNames =
  '/^(price|prices|prix_reduction|unitPrice|original_price|total_amount|totalAmount|delivery_fee|deliveryFee|fee|revenue|subtotal|cash_to_collect|line_total)$/';

/**
 * Import boundaries (docs/decisions/010-import-boundaries.md). Web: app -> features -> components, lib, config ->
 * @vigor/shared; the app and a feature reach a feature only through that feature's index.ts. API: modules ->
 * lib, middleware, config; a module reaches another only through that module's index.ts. Everywhere: no
 * import cycles.
 */
const boundaryZones = [
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app layer: the app composes them.',
  },
  {
    // The app composes features through their public entries only, storefront and back office
    // alike: a page's internals stay free to move without touching the routes.
    target: [`${web}/app`, `${web}/main.tsx`, `${web}/entry-server.tsx`],
    from: `${web}/features`,
    except: webFeatures.map((feature) => `./${feature}/index.ts`),
    message:
      'The app imports a feature only through its public entry (features/<name>/index.ts), never its internals.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared UI, lib and config sit below the features: move the code down or pass it in.',
  },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [
      `./${feature}`,
      ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message:
      'Import another feature only through its public entry (features/<name>/index.ts), never its internals.',
  })),
  ...apiModules.map((module) => ({
    target: `${api}/modules/${module}`,
    from: `${api}/modules`,
    except: [
      `./${module}`,
      ...apiModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
    ],
    message:
      'Use another API module only through its public entry (modules/<name>/index.ts), never its internals.',
  })),
  {
    target: [`${api}/lib`, `${api}/middleware`, `${api}/config`],
    from: [`${api}/modules`, `${api}/app.ts`, `${api}/routes.ts`, `${api}/server.ts`],
    message: 'lib, middleware and config sit below the modules: move shared code into lib.',
  },
];

/** Amounts are added and multiplied only in packages/shared/src/money.ts, in integer centimes. */
const moneyArithmetic = [
  {
    selector: `BinaryExpression[operator=/^[-+*]$/] > MemberExpression > Identifier.property[name=${amountNames}]`,
    message: 'Add and multiply amounts with the money helpers of @vigor/shared (integer centimes).',
  },
  {
    selector: `BinaryExpression[operator=/^[-+*]$/] > Identifier[name=${amountNames}]`,
    message: 'Add and multiply amounts with the money helpers of @vigor/shared (integer centimes).',
  },
];

const ORDERS_ONLY =
  'Only the orders module writes orders, order_items and order_events: use modules/orders/index.ts.';
/** A statement that writes orders, order_items or order_events, wherever it starts in the SQL. */
const orderWrite =
  '/(INSERT\\s+INTO|UPDATE(\\s+ONLY)?|DELETE\\s+FROM|TRUNCATE(\\s+TABLE)?|MERGE\\s+INTO)\\s+("?public"?\\.)?"?(orders|order_items|order_events)\\b/i';
const orderWritesInSql = [
  { selector: `TemplateElement[value.raw=${orderWrite}]`, message: ORDERS_ONLY },
  { selector: `Literal[value=${orderWrite}]`, message: ORDERS_ONLY },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'prisma/generated/**',
      'storage/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    // Type-aware rules read each file's own tsconfig (apps/*, packages/*, prisma, bench); the root
    // vitest config belongs to none and is checked with default options.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Tests read answers whose type is `any` by their library's own typing (supertest's and
    // Playwright's response bodies, parsed JSON) and check them with expect(): the assertion is
    // the check, and a cast to a response type there would claim a shape without checking it.
    // Application code keeps these rules.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'prisma/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    // Money is added and multiplied in one place, in integer centimes (packages/shared/src/money.ts).
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/money.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...moneyArithmetic],
    },
  },
  {
    // Orders is the only part of the API that writes orders, their lines and events (docs/product.md,
    // "Order workflow"). The model API is refused by types (lib/prisma.ts: the client outside
    // modules/orders has no order models); raw SQL is refused here, in a tagged template or any
    // string (the text of $executeRawUnsafe, Prisma.raw), in modules, lib/ and scripts alike
    // (docs/decisions/114-orders-boundary-by-types.md). The block repeats the money rule because a
    // later no-restricted-syntax replaces an earlier one for the same file.
    files: ['apps/api/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['apps/api/src/modules/orders/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...moneyArithmetic, ...orderWritesInSql],
    },
  },
  {
    // Plain Node scripts outside TypeScript.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import boundaries: the shared package never reaches into the apps, and only the API's
    // config module reads process.env.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@vigor/api*', '@vigor/web*', '@vigor/db*', '**/apps/**'] },
      ],
    },
  },
  {
    // A rule module of the shared package loads no zod: the schemas live in <domain>-input.ts, so
    // that storefront pages applying the rules load no schema code (packages/shared/src/index.ts).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*-input.ts', 'packages/shared/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Schemas go in <domain>-input.ts; a rule module may only import zod types.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts', 'apps/api/src/scripts/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read config/env.ts.' },
      ],
    },
  },
);
