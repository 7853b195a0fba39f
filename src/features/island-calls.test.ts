import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Islands, widgets and the areas' island clients call the API only through the typed client (src/lib/api-client.ts,
 * docs/decisions/0110): its paths and types come from the endpoint declarations. This fails on a call that picks its
 * own answer type, an API path typed again as a string, a fetch of /api, or a path stripped of its /api.
 */
const RULES = {
  /** The fetcher's call functions: only the typed client calls them. */
  fetcherCall: /import\s*\{[^}]*\b(request|api|callApi)\b[^}]*\}\s*from\s*'@\/lib\/fetcher'/,
  /** A call whose answer type the caller picks. */
  pickedType: /\b(request|api|call|callApi|getAt|sendAt)<[^>(]/,
  /** An API path typed as a string instead of taken from its declaration. */
  apiPathLiteral: /['"`]\/api\//,
  /** fetch() straight at the API. */
  fetchApi: /\bfetch\(\s*['"`]\/api/,
  /** The old convention: a declared path with its /api cut off. */
  stripApi: /\.replace\(\/\^\\\/api/,
} as const;
type Rule = keyof typeof RULES;

/** What a source breaks, by rule (comments are not read: a doc comment may name a path). */
function offences(source: string): Rule[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return (Object.keys(RULES) as Rule[]).filter((rule) => RULES[rule].test(code));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const CHECKED = [
  ...sources('src/islands'),
  ...sources('src/ui'),
  ...readdirSync('src/features')
    .map((area) => path.join('src/features', area, 'client.ts'))
    .filter((p) => existsSync(p)),
];

describe('island calls go through the typed client', () => {
  it('finds each kind of hand-made call', () => {
    expect(offences("import { api, toErrorInfo } from '@/lib/fetcher';")).toEqual(['fetcherCall']);
    expect(offences("import { navigation, toErrorInfo } from '@/lib/fetcher';")).toEqual([]);
    expect(offences('const r = await request<{ id: number }>(p);')).toEqual(['pickedType']);
    expect(offences('call<StepSaved>(PATHS.update, { id })')).toEqual(['pickedType']);
    expect(offences("const PATHS = { people: '/api/courses/people' };")).toEqual(['apiPathLiteral']);
    expect(offences('await fetch(`/api${p}`)')).toEqual(['fetchApi']);
    expect(offences("p.replace(/^\\/api(?=\\/)/, '')")).toEqual(['stripApi']);
    expect(offences('/** POST /api/storage/upload */\nconst a = createClient(platformApi);\nconst rows = useState<Row[]>([]);')).toEqual([]);
  });

  it('checks the islands, the widgets and the island clients', () => {
    expect(CHECKED).toContain(path.join('src/islands/kit/ResourceList.tsx'));
    expect(CHECKED).toContain(path.join('src/ui/upload.ts'));
    expect(CHECKED).toContain(path.join('src/features/presence/client.ts'));
  });

  it.each(CHECKED)('%s', (file) => {
    expect(offences(readFileSync(file, 'utf8')), `${file} calls the API by hand: use createClient with the area's declarations or routes`).toEqual([]);
  });
});
