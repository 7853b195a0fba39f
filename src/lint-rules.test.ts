// The layout rules of eslint.config.js (docs/architecture.md, "Folders") hold: each violation, written as a file at
// a path inside the project (so the config's blocks for that folder apply), makes the rule named fail.
// A .ts scratch file is written to disk and removed after: the type-aware rules need TypeScript to find it. An .astro
// one is handed to ESLint with its path only, so that route-pages.test.ts, which reads src/pages, never sees it.
import { ESLint } from 'eslint';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that fire on `code` as the file `path` (relative to the project), with their severity. */
async function lint(path: string, code: string): Promise<{ rule: string | null; severity: number }[]> {
  const file = `${root}${path}`;
  let results: ESLint.LintResult[];
  if (path.endsWith('.astro')) results = await eslint.lintText(code, { filePath: file });
  else {
    writeFileSync(file, code);
    try {
      results = await eslint.lintFiles([file]);
    } finally {
      rmSync(file, { force: true });
    }
  }
  return results[0].messages.map((m) => ({ rule: m.ruleId, severity: m.severity }));
}
const rules = async (path: string, code: string) => (await lint(path, code)).map((m) => m.rule);

const astro = (frontmatter: string, body = '<p>{1}</p>') => `---\n${frontmatter}\n---\n\n${body}\n`;

describe('the layout the lint holds', { timeout: 180_000 }, () => {
  it('a page imports no database module, by alias or by path, .astro files included', async () => {
    expect(await rules('src/pages/lint-scratch.astro', astro("import { openDb } from '@/db/client';\nvoid openDb;"))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rules('src/pages/lint-scratch.astro', astro("import { openDb } from '../db/client';\nvoid openDb;"))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a page imports src/server only through the page helpers', async () => {
    expect(await rules('src/pages/lint-scratch.astro', astro("import { sendMail } from '@/server/mail/mailer';\nvoid sendMail;"))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rules('src/pages/lint-scratch.astro', astro("import { sendMail } from '../server/mail/mailer';\nvoid sendMail;"))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rules('src/pages/lint-scratch.astro', astro("import { loadOr404 } from '@/server/http/page';\nvoid loadOr404;"))).toEqual([]);
  });

  it('no SQL in views: a component imports no drizzle', async () => {
    expect(await rules('src/components/LintScratch.astro', astro("import { sql } from 'drizzle-orm';\nvoid sql;"))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('features never import islands or pages', async () => {
    const island = await rules('src/features/quiz/lint-scratch.ts', "import QuizForm from '@/islands/quiz/QuizForm';\nexport const x = QuizForm;\n");
    expect(island).toContain('@typescript-eslint/no-restricted-imports');
    expect(island).toContain('import-x/no-restricted-paths');
    expect(await rules('src/features/lint-scratch.ts', "import page from '@/pages/dashboard.astro';\nexport const x = page;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('area views have one home: no .astro or .tsx in src/features', async () => {
    expect(await rules('src/features/quiz/LintScratch.astro', astro('const x = 1;'))).toContain('no-restricted-syntax');
  });

  it('the seed runs the areas: an area imports only types from src/db/seed', async () => {
    expect(await rules('src/features/quiz/lint-scratch.ts', "import { seedAreas } from '@/db/seed/areas';\nexport const x = seedAreas;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rules('src/features/quiz/lint-scratch.ts', "import type { SeedContext } from '@/db/seed/context';\nexport type X = SeedContext;\n")).toEqual(
      [],
    );
  });

  it("warns past DESIGN's sizes: 40 lines for a page, 250 for a file", async () => {
    const page = await lint('src/pages/lint-scratch.astro', astro('const x = 1;', Array.from({ length: 40 }, (_, i) => `<p>{x + ${i}}</p>`).join('\n')));
    expect(page).toContainEqual({ rule: 'max-lines', severity: 1 });
    const file = Array.from({ length: 251 }, (_, i) => `export const x${i} = ${i};`).join('\n');
    expect(await lint('src/lib/lint-scratch.ts', `${file}\n`)).toContainEqual({ rule: 'max-lines', severity: 1 });
  });

  it('a promise is awaited or handed to void, and not given where a void callback is expected', async () => {
    const code = 'async function later(): Promise<void> {}\nexport function now(): void {\n  later();\n  [1].forEach(async () => later());\n}\n';
    const found = await rules('src/lib/lint-scratch.ts', code);
    expect(found).toContain('@typescript-eslint/no-floating-promises');
    expect(found).toContain('@typescript-eslint/no-misused-promises');
  });
});
