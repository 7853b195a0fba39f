/**
 * Dotted paths into a form's values ('general.title', 'sections.0.contents.1.settings'): reading, writing without
 * mutating, and the numeric range the area's schema gives a path (the form kit's number fields clamp to it, spec
 * 000 §5). Pure and isomorphic.
 */

const segments = (path: string) => path.split('.');

/** The value at `path` (undefined where the path leads nowhere). */
export function getAt(values: unknown, path: string): unknown {
  let at: unknown = values;
  for (const key of segments(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `values` with `value` at `path` (arrays stay arrays; only the objects along the path are copied). */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = segments(path);
  const container = (values ?? {}) as Record<string, unknown> | unknown[];
  const next = rest.length ? setAt((container as Record<string, unknown>)[key], rest.join('.'), value) : value;
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...container, [key]: next } as T;
}

/** What `numberRange` reads of a zod 4 schema: its definition's type and inner parts, and a number's bounds. */
interface SchemaNode {
  _zod?: { def?: { type?: string; shape?: Record<string, SchemaNode>; element?: SchemaNode; innerType?: SchemaNode; in?: SchemaNode } };
  minValue?: number | null;
  maxValue?: number | null;
}

/** Unwraps optional, nullable, default and the like down to the schema that holds the rules. */
function inner(node: SchemaNode | undefined): SchemaNode | undefined {
  let at = node;
  for (let i = 0; i < 10 && at?._zod?.def; i++) {
    const def = at._zod.def;
    if (def.innerType) at = def.innerType;
    else if (def.type === 'pipe' && def.in) at = def.in;
    else break;
  }
  return at;
}

/**
 * The range the schema gives the number at `path` (`{ min: 10, max: 50000 }` for a batch's check-in radius), so a
 * number field clamps to the same bounds the server checks. Empty where the path is not a number with bounds.
 */
export function numberRange(schema: unknown, path: string): { min?: number; max?: number } {
  let at = inner(schema as SchemaNode);
  for (const key of segments(path)) {
    const def = at?._zod?.def;
    if (def?.type === 'object') at = inner(def.shape?.[key]);
    else if (def?.type === 'array') at = inner(def.element);
    else return {};
  }
  if (at?._zod?.def?.type !== 'number') return {};
  // `.int()` alone bounds a number by the safe integers: that is no range a person should see.
  const bound = (v: number | null | undefined) => (typeof v === 'number' && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined);
  const range: { min?: number; max?: number } = {};
  const min = bound(at.minValue);
  const max = bound(at.maxValue);
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return range;
}
