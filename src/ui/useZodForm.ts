import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Shape = Record<string, unknown>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface UseZodFormOptions<S extends z.ZodType<Shape, Shape>> {
  schema: S;
  initialValues: z.input<S>;
  /** Per-field validation delay after input (spec 001 §5: 300 ms). */
  debounceMs?: number;
  onSubmit: (values: z.output<S>) => void | Promise<void>;
}

/** The first message per top-level field of a failed parse. */
function errorsFromIssues<V>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * Form state validated with the same zod schema the server parses with (DESIGN.md convention 3).
 * Each field validates 300 ms after input; submit validates everything, shows all errors, scrolls to the form
 * and focuses the first invalid field.
 */
export function useZodForm<S extends z.ZodType<Shape, Shape>>({ schema, initialValues, debounceMs = 300, onSubmit }: UseZodFormOptions<S>) {
  type V = z.input<S>;
  type K = keyof V & string;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValuesState] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const valuesRef = useRef(values);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const validateField = useCallback(
    (name: K) => {
      const result = schema.safeParse(valuesRef.current);
      const message = result.success ? undefined : errorsFromIssues<V>(result.error.issues)[name];
      setErrors((prev) => {
        if (prev[name] === message) return prev;
        const next = { ...prev };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    },
    [schema],
  );

  const setValues = useCallback(
    (patch: Partial<V>) => {
      valuesRef.current = { ...valuesRef.current, ...patch };
      setValuesState(valuesRef.current);
      for (const name of Object.keys(patch) as K[]) {
        clearTimeout(timers.current.get(name));
        timers.current.set(
          name,
          setTimeout(() => validateField(name), debounceMs),
        );
      }
    },
    [debounceMs, validateField],
  );

  const setValue = useCallback(<N extends K>(name: N, value: V[N]) => setValues({ [name]: value } as unknown as Partial<V>), [setValues]);

  /** Validates every field now; returns the parsed values or null. */
  const validate = useCallback((): z.output<S> | null => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    const result = schema.safeParse(valuesRef.current);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(errorsFromIssues<V>(result.error.issues));
    return null;
  }, [schema]);

  const handleSubmit = useCallback(
    async (e?: FormEvent) => {
      e?.preventDefault();
      const parsed = validate();
      if (!parsed) {
        const form = formRef.current;
        form?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        const result = schema.safeParse(valuesRef.current);
        const first = result.success ? undefined : String(result.error.issues[0]?.path[0] ?? '');
        if (first) document.getElementById(`${formId}-${first}`)?.focus({ preventScroll: true });
        return false;
      }
      setSubmitting(true);
      try {
        await onSubmit(parsed);
      } finally {
        setSubmitting(false);
      }
      return true;
    },
    [formId, onSubmit, schema, validate],
  );

  const initialRef = useRef(initialValues);
  /** Back to the first values (or new ones, e.g. after loading a record). */
  const reset = useCallback((next: V = initialRef.current) => {
    timers.current.forEach(clearTimeout);
    valuesRef.current = next;
    setValuesState(next);
    setErrors({});
  }, []);

  const isValid = useMemo(() => schema.safeParse(values).success, [schema, values]);

  /** Props for a field component: id, name, value, onChange and error. */
  const field = <N extends K>(name: N) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name],
    onChange: (value: V[N]) => setValue(name, value),
    error: errors[name] ?? null,
  });

  return { values, errors, setValue, setValues, validate, validateField, handleSubmit, reset, isValid, submitting, formRef, field };
}
