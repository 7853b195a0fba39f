// The import boundaries of DESIGN.md ("Imports flow one way") as lint rules.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverOnly = ['@/server/*', '@/server/**', '@/db/*', '@/db/**', '@/features/*/server/*', '@/features/*/server/**', '@/features/*/testing', 'node:*'];
const restrict = (patterns, message) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: patterns, message, allowTypeImports: true }] }],
});

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
  {
    files: ['src/islands/**', 'src/ui/**', 'src/stores/**'],
    rules: restrict([...serverOnly, '@/pages/**'], 'Islands, widgets and stores run in the browser: no server, db or node code.'),
  },
  {
    files: ['src/ui/**'],
    rules: restrict([...serverOnly, '@/features/**', '@/islands/**'], 'Widgets know nothing of areas: pass data and callbacks in.'),
  },
  {
    files: ['src/lib/**'],
    rules: restrict([...serverOnly, '@/features/**', '@/ui/**', '@/islands/**', '@/stores/**'], 'lib holds isomorphic pure helpers only.'),
  },
  {
    files: ['src/server/**'],
    rules: restrict(['@/features/**', '@/pages/**', '@/islands/**', '@/ui/**', '@/stores/**'], 'server is cross-cutting: features call it, not the other way round.'),
  },
  {
    files: ['src/db/*.ts', 'src/db/schema/**'],
    rules: restrict(['@/features/**', '@/server/**', '@/pages/**'], 'The database layer stands below the features.'),
  },
  {
    files: ['src/features/*/**'],
    rules: restrict(['../*/**', '!../route-kit', '@/features/**'], 'An area imports another area only as `import type` from its schemas.ts.'),
  },
);
