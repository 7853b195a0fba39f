// The import boundaries of docs/architecture.md ("Folders") as lint rules, by alias and by file path (so a
// relative import cannot slip past), no import cycles, and the .astro files linted too.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import astro from 'eslint-plugin-astro';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const serverOnly = ['@/server/*', '@/server/**', '@/db/*', '@/db/**', '@/features/*/server/*', '@/features/*/server/**', '@/features/*/testing', 'node:*'];
const restrict = (patterns, message, more = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: patterns, message, allowTypeImports: true }, ...more] }],
});

/** What a page or a server-rendered view may import from src/server (the page helpers); src/db not at all. */
const pageHelpers = ['http/page', 'http/list-page', 'http/media-pages', 'sanitize'];
const viewImports = {
  regex: `^@/(db/|server/(?!(${pageHelpers.join('|')})$))`,
  message: 'A page or view reads through an area’s use case or a page helper (src/server/http/*page*), never src/db or src/server.',
  allowTypeImports: true,
};
/** Features stand below the views; the seed runs the areas, so an area imports nothing of src/db/seed but types. */
const featureGroup = ['@/islands/*', '@/islands/**', '@/pages/*', '@/pages/**', '@/components/*', '@/components/**', '@/layouts/*', '@/layouts/**'];
const featureMore = [
  { group: featureGroup, message: 'Features stand below the views: no island, page, component or layout.', allowTypeImports: true },
  { group: ['@/db/seed/*', '@/db/seed/**'], message: 'The seed runs the areas: an area imports only types from src/db/seed.', allowTypeImports: true },
];

/** Where code may not import from, by resolved file path (type-only imports are allowed: they vanish at build). */
const zones = [
  {
    target: './src/islands/**',
    from: ['./src/server/**', './src/db/**', './src/pages/**', './src/features/*/server/**', './src/features/*/area.ts'],
    message: 'Islands run in the browser: no server, db or page code.',
  },
  {
    target: './src/ui/**',
    from: ['./src/server/**', './src/db/**', './src/pages/**', './src/features/**', './src/islands/**'],
    message: 'Widgets know nothing of areas: pass data and callbacks in.',
  },
  {
    target: './src/stores/**',
    from: ['./src/server/**', './src/db/**', './src/pages/**', './src/features/*/server/**'],
    message: 'Stores run in the browser.',
  },
  {
    target: './src/lib/**',
    from: ['./src/server/**', './src/db/**', './src/pages/**', './src/features/**', './src/ui/**', './src/islands/**', './src/stores/**'],
    message: 'lib holds isomorphic pure helpers only.',
  },
  {
    target: './src/server/**',
    from: ['./src/features/**', './src/pages/**', './src/islands/**', './src/ui/**', './src/stores/**'],
    message: 'server is cross-cutting: features call it, not the other way round.',
  },
  {
    target: './src/pages/**',
    from: './src/db/**',
    message: 'A page reads through an area’s use case or a page helper, never src/db.',
  },
  {
    target: './src/pages/**',
    from: './src/server',
    except: pageHelpers.map((h) => `./${h}.ts`),
    message: 'A page imports src/server only through the page helpers (src/server/http/*page*, sanitize).',
  },
  {
    target: './src/features/**',
    from: ['./src/islands/**', './src/pages/**', './src/components/**', './src/layouts/**'],
    message: 'Features stand below the views: no island, page, component or layout.',
  },
  {
    target: ['./src/db/*.ts', './src/db/schema/**'],
    from: ['./src/features/**', './src/server/**', './src/pages/**'],
    message: 'The database layer stands below the features.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', '.tmp/**', '.tmp-*/**', '.astro/**', 'drizzle/**', 'coverage/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Type-aware promise rules: a promise is awaited, returned, or handed to `void` with a reason beside it.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A React handler may be async (attributes); anywhere else a promise where a void callback is expected is lost.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  ...astro.configs['flat/recommended'],
  // The boundary rules below also apply to .astro files, which the typescript block above does not cover.
  { files: ['**/*.astro'], plugins: { '@typescript-eslint': tseslint.plugin } },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // A dynamic import is made at call time, after every module has loaded: src/features/contents.ts reads the area
      // list that way, because the areas' server code reads it (docs/decisions/0107). Static cycles stay errors.
      'import-x/no-cycle': ['error', { maxDepth: 12, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['src/islands/**', 'src/ui/**', 'src/stores/**'],
    rules: restrict(
      [...serverOnly, '@/pages/**', 'drizzle-orm', 'drizzle-orm/*', 'exceljs', 'pg', '@electric-sql/*', 'sharp'],
      'Islands, widgets and stores run in the browser: no server, db, node or database/spreadsheet libraries.',
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict([...serverOnly, '@/features/**', '@/islands/**', 'drizzle-orm', 'exceljs'], 'Widgets know nothing of areas: pass data and callbacks in.'),
  },
  {
    files: ['src/lib/**'],
    rules: restrict([...serverOnly, '@/features/**', '@/ui/**', '@/islands/**', '@/stores/**'], 'lib holds isomorphic pure helpers only.'),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      ['@/features/**', '@/pages/**', '@/islands/**', '@/ui/**', '@/stores/**', '@/db/seed/*', '@/db/seed/**'],
      'server is cross-cutting: features call it, not the other way round (and src/db/seed runs the features).',
    ),
  },
  // Pages, components and layouts: no database, no SQL, src/server only through the page helpers.
  {
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**'],
    rules: restrict(['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], 'No SQL in views: call an area’s use case.', [viewImports]),
  },
  // Area views have one home: src/components/<area>/ (server-rendered) and src/islands/<area>/ (React).
  {
    files: ['src/features/**/*.{astro,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'Area views live in src/components/<area>/ or src/islands/<area>/, not in src/features.' },
      ],
    },
  },
  {
    files: ['src/features/*.ts'],
    rules: restrict(featureGroup, 'Features stand below the views: no island, page, component or layout.', featureMore.slice(1)),
  },
  {
    files: ['src/db/*.ts', 'src/db/schema/**'],
    rules: restrict(['@/features/**', '@/server/**', '@/pages/**'], 'The database layer stands below the features.'),
  },
  // DESIGN's sizes, as warnings: a file past about 250 lines wants splitting, a page past about 40 lines a helper.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['src/pages/**/*.astro'], rules: { 'max-lines': ['warn', { max: 40, skipBlankLines: true, skipComments: true }] } },
  // The e2e checks run axe with label-content-name-mismatch on (tests/e2e/fixtures.ts' AxeBuilder, issue 27 item 17).
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@axe-core/playwright', message: 'Use AxeBuilder from ./fixtures: it turns on label-content-name-mismatch.' }] },
      ],
    },
  },
  // An area imports another area only as `import type`: one block per area folder, allowing its own files.
  ...readdirSync('src/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map(({ name }) => ({
      files: [`src/features/${name}/**`],
      rules: restrict(
        ['../*/**', `!../${name}/**`, '@/features/*/**', `!@/features/${name}/**`],
        'An area imports another area only as `import type` (from its schemas.ts).',
        featureMore,
      ),
    })),
);
