import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { apiPath } from '@/lib/endpoint';
import { ApiError, navigation, request } from '@/lib/fetcher';
import { errorsFromIssues, nothingChanged, type FieldErrors, type FormScreen } from '@/lib/form-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { useDirtyForm } from './useDirtyForm';

type Values = Record<string, unknown>;

export interface UseResourceFormOptions<V extends Values> {
  screen: FormScreen;
  /** The area's input schema: the same one the server parses with (DESIGN.md convention 3). */
  schema: z.ZodType;
  initial: V;
  /** Edit: the record's id and the `updated_at` the edit starts from; create: absent. */
  record?: { id: number; updated_at?: string } | null;
  /** A change that implies others, e.g. choosing Disallowed clears the file types (spec 002 §4). */
  derive?: (next: V, changed: keyof V & string) => V;
  /** A condition beyond the schema that must hold before the form may be sent (the submit button shows it). */
  ready?: (values: V) => boolean;
}

/** The nothing-changed warning lasts 3 seconds (spec 001 §8). */
const WARNING_MS = 3000;

/**
 * One create/edit form of the resource kit (decision 0071): values, per-field validation with the area's zod
 * schema (a field's message appears after input, at once or `debounceMs` later, on blur of a field already typed
 * in, or on submit; never before), the dirty flag, the nothing-changed check, the confirmation step, sending to the
 * contract's paths through the shared fetcher, the server's field messages mapped back to their fields, and the
 * success toast on the list it returns to.
 */
/** What `field(name)` gives a field component: id, name, value, onChange, onBlur and error. */
export interface BoundField<T> {
  id: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | null;
}

export function useResourceForm<V extends Values>({ screen, schema, initial, record, derive, ready }: UseResourceFormOptions<V>) {
  type K = keyof V & string;
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialRef = useRef(initial);
  const valuesRef = useRef(initial);
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const touched = useRef(new Set<string>());
  const serverErrors = useRef<FieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { markClean, markDirty } = useDirtyForm(screen.formId);
  const editing = Boolean(record);
  const debounceMs = screen.debounceMs ?? 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  /** The schema's messages for the touched fields, over the server's for fields not changed since. */
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    const result = schema.safeParse(valuesRef.current);
    const own = result.success ? {} : errorsFromIssues(result.error.issues);
    const shown: FieldErrors = { ...serverErrors.current };
    for (const name of touched.current) if (own[name]) shown[name] = own[name];
    setErrors(shown);
    return own;
  }, [schema]);

  const set = useCallback(
    <N extends K>(name: N, value: V[N]) => {
      // A field that reports its unchanged value (an editor settling) is not input: no message before the user acts.
      if (Object.is(valuesRef.current[name], value)) return;
      let next = { ...valuesRef.current, [name]: value } as V;
      if (derive) next = derive(next, name);
      valuesRef.current = next;
      setValuesState(next);
      touched.current.add(name);
      delete serverErrors.current[name];
      if (debounceMs > 0) {
        clearTimeout(timer.current);
        timer.current = setTimeout(refresh, debounceMs);
      } else refresh();
    },
    [debounceMs, derive, refresh],
  );

  /** Blur: a field already typed in shows its message now instead of after the delay. */
  const touch = useCallback(
    (name: K) => {
      if (touched.current.has(name)) refresh();
    },
    [refresh],
  );

  /** Validates every field now and shows every message; true when the schema accepts the values. */
  const validateAll = useCallback(() => {
    const result = schema.safeParse(valuesRef.current);
    const own = result.success ? {} : errorsFromIssues(result.error.issues);
    for (const name of [...Object.keys(valuesRef.current), ...Object.keys(own)]) touched.current.add(name);
    refresh();
    const first = Object.keys(own)[0];
    if (first) {
      formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      document.getElementById(`${uid}-${first}`)?.focus({ preventScroll: true });
    }
    return result.success;
  }, [refresh, schema, uid]);

  const send = useCallback(async () => {
    const endpoint = record ? screen.endpoints.update : screen.endpoints.create;
    const { messages } = screen;
    setBusy(true);
    try {
      const path = apiPath(endpoint.path, record ? { id: record.id } : {}).replace(/^\/api/, '');
      const body = record ? { ...valuesRef.current, updated_at: record.updated_at } : valuesRef.current;
      const res = await request<{ changed?: boolean } | null>(path, { method: endpoint.method, body });
      const own = !record ? messages.created : res.data?.changed === false && messages.nothingChanged ? messages.nothingChanged : messages.edited;
      markClean();
      // The list shows the message; the form is clean, so leaving asks nothing.
      toast.flashSuccess(screen.successFromServer ? res.message || own : own);
      navigation.assign(screen.listHref);
    } catch (err) {
      markDirty();
      if (err instanceof ApiError && err.fields.some((f) => f.field)) {
        serverErrors.current = errorsFromIssues(err.fields.filter((f) => f.field && f.field in valuesRef.current));
        refresh();
      }
      showError(err, record ? messages.editFailed : messages.createFailed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }, [markClean, markDirty, record, refresh, screen]);

  const isValid = useMemo(() => schema.safeParse(values).success && (!ready || ready(values)), [ready, schema, values]);

  const submit = useCallback(
    (e?: FormEvent) => {
      e?.preventDefault();
      if (busy || !validateAll() || (ready && !ready(valuesRef.current))) return;
      const message = screen.messages.nothingChanged;
      if (record && message && nothingChanged(valuesRef.current, initialRef.current)) {
        toast.warning(message, { duration: WARNING_MS });
        return;
      }
      if (screen.confirm?.[record ? 'edit' : 'create']) setConfirming(true);
      else void send();
    },
    [busy, ready, record, screen, send, validateAll],
  );

  /** Leaves for the list without asking (after the form's own leave question). */
  const leave = useCallback(() => {
    markClean();
    navigation.assign(screen.listHref);
  }, [markClean, screen.listHref]);

  const step = screen.confirm?.[record ? 'edit' : 'create'];
  /** Props for the ConfirmDialog of the confirmation step. */
  const confirmDialog = {
    open: confirming && Boolean(step),
    title: step?.title ?? '',
    text: step?.text,
    confirmLabel: step?.confirmLabel,
    busy,
    onConfirm: () => void send(),
    onCancel: () => setConfirming(false),
  };

  /** Props for a text-like field component: id, name, value, onChange, onBlur and error. */
  const field = <N extends K>(name: N) => ({
    id: `${uid}-${name}`,
    name,
    value: values[name],
    onChange: (value: V[N]) => set(name, value),
    onBlur: () => touch(name),
    error: errors[name] ?? null,
  });

  /** Props for a Switch: id, name, checked and onChange. */
  const toggle = <N extends K>(name: N) => ({
    id: `${uid}-${name}`,
    name,
    checked: values[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as V[N]),
  });

  return { values, errors, set, touch, field, toggle, submit, send, validateAll, leave, busy, editing, isValid, confirmDialog, formRef };
}

export type ResourceForm = ReturnType<typeof useResourceForm>;
