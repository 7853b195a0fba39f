import { useCallback, useEffect, useRef, useState } from 'react';
import { AssignmentInputSchema } from '@/features/assignment/schemas';

type Errors = Partial<Record<string, string>>;

function errorsOf(values: unknown): Errors {
  const r = AssignmentInputSchema.safeParse(values);
  if (r.success) return {};
  const out: Errors = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Field messages that appear `delay` ms after the field was last changed (spec 002 §5: 300 ms). */
export function useDebouncedErrors(values: unknown, delay: number) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const all = errorsOf(values);
      setErrors(Object.fromEntries(Object.entries(all).filter(([k]) => touched.has(k))));
    }, delay);
    return () => clearTimeout(timer.current);
  }, [values, touched, delay]);
  const touch = useCallback((name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name))), []);
  const validateAll = useCallback(() => {
    const all = errorsOf(values);
    setTouched(new Set(Object.keys(all)));
    setErrors(all);
    return Object.keys(all).length === 0;
  }, [values]);
  return { errors, touch, validateAll };
}
