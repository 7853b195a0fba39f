// The tests' shared helpers are defined once (issue 26 item 7): the HTTP calls and readers in tests/setup/http.ts,
// the waits in tests/setup/wait.ts, the e-mail inbox in tests/setup/smtp-inbox.ts, LibreOffice's presence in
// tests/setup/soffice.ts and the accessibility check in tests/e2e/axe.ts. A test file or an area's helpers.ts that
// defines one of them again fails here: import it instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HOMES: Record<string, string> = {
  json: 'tests/setup/http.ts',
  adminCall: 'tests/setup/http.ts',
  acmeCall: 'tests/setup/http.ts',
  callAt: 'tests/setup/http.ts',
  fieldMessages: 'tests/setup/http.ts',
  messagesOf: 'tests/setup/http.ts',
  postForm: 'tests/setup/http.ts',
  until: 'tests/setup/wait.ts',
  startInbox: 'tests/setup/smtp-inbox.ts',
  hasSoffice: 'tests/setup/soffice.ts',
  noAxeViolations: 'tests/e2e/axe.ts',
  noViolations: '',
};

/** Where a file defines a function of that name: `function name(`, or `const name = (…) =>` / `= async (` / `= function`. */
function definitions(source: string, names: string[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const fn = new RegExp(`(?:^|[^\\w$.])function\\s+${name}\\s*[<(]`);
    const params = String.raw`\((?:[^()]|\([^()]*\))*\)`;
    const arrow = new RegExp(
      String.raw`(?:^|[^\w$.])(?:const|let|var)\s+${name}\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|<|${params}\s*(?::[^=]+)?=>|[\w$]+\s*=>)`,
    );
    if (fn.test(source) || arrow.test(source)) found.push(name);
  }
  return found;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [p] : [];
  });
}

describe('shared test helpers', () => {
  it('finds a definition in each of its forms, and not a use or a value of the same name', () => {
    const names = ['json', 'adminCall', 'noAxeViolations'];
    expect(definitions('export async function json(res: Response) {', names)).toEqual(['json']);
    expect(definitions('async function noAxeViolations(page: Page, name: string) {', names)).toEqual(['noAxeViolations']);
    expect(definitions('const adminCall = async (path: string) => call(path);', names)).toEqual(['adminCall']);
    expect(definitions('export const json = (body: unknown) => body;', names)).toEqual(['json']);
    expect(
      definitions('const json = await res.json();\nconst json = (await res.json()) as Loose;\nawait adminCall(U);\nconst body = await json(res);', names),
    ).toEqual([]);
    expect(definitions('const until = async <T>(probe: () => Promise<T>, tries = 60): Promise<T> => {', ['until'])).toEqual(['until']);
  });

  it('are defined in their own module only', () => {
    const strays = files('tests')
      .filter((file) => path.basename(file) !== 'helpers-unique.test.ts')
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return definitions(source, Object.keys(HOMES))
          .filter((name) => HOMES[name] !== file.split(path.sep).join('/'))
          .map((name) => `${file}: ${name}${HOMES[name] ? ` (import it from ${HOMES[name]})` : ' (a copy of a shared helper)'}`);
      });
    expect(strays).toEqual([]);
  });
});
