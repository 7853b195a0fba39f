import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { createClient } from '@/lib/api-client';
import { apiPath } from '@/lib/endpoint';
import { ApiError, navigation, toErrorInfo } from '@/lib/fetcher';
import { errorsFromIssues, isUnder, nothingChanged, validate, withFieldRollups } from '@/lib/form-kit';
import type { FieldErrors, FormKitApi, FormScreen, SavedAnswer } from '@/lib/form-kit';
import { getAt, numberRange, setAt } from '@/lib/form-paths';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { typedBeforeHydration } from './typed-before-hydration';
import { useDirtyForm } from './useDirtyForm';

type Values = Record<string, unknown>;

export interface UseResourceFormOptions<V extends object> {
  screen: FormScreen;
  /** The area's input schema: the same one the server parses with (DESIGN.md convention 3). */
  schema: z.ZodType;
  initial: V;
  /** Edit: the record's id (the path's `:id`) and the `updated_at` the edit starts from; create: absent. */
  record?: { id?: number; updated_at?: string | null } | null;
  /** The endpoint path's parameters when they are more than the record's `:id` (a batch: `:id` and `:batchId`). */
  params?: Record<string, string | number>;
  /** A change that implies others, e.g. choosing Disallowed clears the file types (spec 002 §4). */
  derive?: (next: V, changed: keyof V & string) => V;
  /** A condition beyond the schema that must hold before the form may be sent (the submit button shows it). */
  ready?: (values: V) => boolean;
  /** What is checked and sent when it is not the values themselves (chosen people sent as their ids). */
  toBody?: (values: V) => Values;
  /** A body field whose messages show under a value of another name: `{ expert_ids: 'experts' }`. */
  errorFields?: Record<string, string>;
  /** Where a saved form goes, with the flash toast (default: the screen's list). A wizard step: the next step. */
  next?: (saved: SavedAnswer) => string;
  /**
   * A saved form stays on its page instead: the toast shows here and the form goes on from the answer (the values
   * returned, else the ones sent) as its new starting point. `sent` is the values as they were saved.
   */
  stay?: (saved: SavedAnswer, sent: V) => V | void;
  /** An edit that changes nothing runs this instead of sending (a saved wizard step goes on to the next). */
  onUnchanged?: () => void;
}

/** The nothing-changed warning lasts 3 seconds (spec 001 §8). */
const WARNING_MS = 3000;

/** What `field(name)` gives a field component: id, name, value, onChange, onBlur and error. */
export interface BoundField<T> {
  id: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | null;
}

/** The first message at `path` or under it. */
function errorAt(errors: FieldErrors, path: string): string | null {
  if (errors[path]) return errors[path]!;
  const key = Object.keys(errors).find((k) => isUnder(k, path));
  return key ? errors[key]! : null;
}

/**
 * One form of the form kit (decisions 0071, 0108): values, per-field validation with the area's zod schema (a
 * field's message appears after input, at once or `debounceMs` later, on blur of a field already typed in, or on
 * submit; never before; in a person's words), the dirty flag, the nothing-changed check, the confirmation step,
 * sending to the contract's paths through the shared fetcher, the server's field messages mapped back to their
 * fields, and the success toast where the form goes next (the list, a wizard's next step, or here). Values may be
 * nested: a path ('general.title', 'sections.0.title') names a field inside them.
 */
export function useResourceForm<V extends object>(options: UseResourceFormOptions<V>) {
  const { screen, schema, initial, record, params, derive, ready, toBody, errorFields, next, stay, onUnchanged } = options;
  type K = keyof V & string;
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialRef = useRef(initial);
  const valuesRef = useRef(initial);
  const startedFrom = useRef(record?.updated_at);
  const [values, setValuesState] = useState<V>(initial);
  const [shown, setShown] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const touched = useRef(new Set<string>());
  const serverErrors = useRef<FieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { markClean, markDirty } = useDirtyForm(screen.formId, { dirtyOnEnter: !screen.dirtyOnChange });
  const editing = Boolean(record);
  const debounceMs = screen.debounceMs ?? 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  /** A body field's messages under the value that shows them (`expert_ids.2` → `experts.2`). */
  const toValuePaths = useCallback(
    (errors: FieldErrors): FieldErrors => {
      if (!errorFields) return errors;
      const out: FieldErrors = {};
      for (const [key, message] of Object.entries(errors)) {
        const [top, ...rest] = key.split('.');
        out[[errorFields[top] ?? top, ...rest].join('.')] ??= message;
      }
      return out;
    },
    [errorFields],
  );

  /** The schema's verdict on some values: every message by its dotted path, in a person's words. */
  const check = useCallback(
    (v: V): FieldErrors => {
      return toValuePaths(validate(schema, toBody ? toBody(v) : v));
    },
    [schema, toBody, toValuePaths],
  );

  /** The schema's messages for what the user has acted on, over the server's for fields not changed since. */
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    const own = check(valuesRef.current);
    const next: FieldErrors = { ...serverErrors.current };
    for (const [key, message] of Object.entries(own)) if ([...touched.current].some((p) => isUnder(key, p))) next[key] = message;
    setShown(next);
    return own;
  }, [check]);

  /** Sets the value at a path ('title', 'general.title', 'rundown.0.sessions'); the path counts as acted on. */
  const setAtPath = useCallback(
    (path: string, value: unknown) => {
      // A field that reports its unchanged value (an editor settling) is not input: no message before the user acts.
      if (Object.is(getAt(valuesRef.current, path), value)) return;
      let nextValues = setAt(valuesRef.current, path, value);
      if (derive) nextValues = derive(nextValues, path.split('.')[0] as K);
      valuesRef.current = nextValues;
      setValuesState(nextValues);
      touched.current.add(path);
      for (const key of Object.keys(serverErrors.current)) if (isUnder(key, path)) delete serverErrors.current[key];
      if (screen.dirtyOnChange) {
        if (nothingChanged(nextValues, initialRef.current)) markClean();
        else markDirty();
      }
      if (debounceMs > 0) {
        clearTimeout(timer.current);
        timer.current = setTimeout(refresh, debounceMs);
      } else refresh();
    },
    [debounceMs, derive, markClean, markDirty, refresh, screen.dirtyOnChange],
  );
  const set = useCallback(<N extends K>(name: N, value: V[N]) => setAtPath(name, value), [setAtPath]);
  /** Hydration (issue 27 item 6, decision 0122): what was typed before it is kept, as the user's changes. */
  useLayoutEffect(() => {
    if (!formRef.current) return;
    for (const [path, value] of typedBeforeHydration(formRef.current, valuesRef.current)) setAtPath(path, value);
    // Once, on the first commit: later input reaches the form through its fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Sets several fields as one change (a type that resets the questions and the grades). */
  const patch = useCallback(
    (changes: Partial<V>) => {
      for (const [name, value] of Object.entries(changes)) setAtPath(name, value);
    },
    [setAtPath],
  );
  /** Sets a field from its latest value (a list edited by handlers that outlive a render: reorder, remove). */
  const update = useCallback(<N extends K>(name: N, change: (current: V[N]) => V[N]) => setAtPath(name, change(valuesRef.current[name])), [setAtPath]);

  /** Blur: a field already typed in shows its message now instead of after the delay. */
  const touch = useCallback(
    (path: string) => {
      if (touched.current.has(path)) refresh();
    },
    [refresh],
  );

  /**
   * Validates every field now (or those under `paths`: one step of a wizard) and shows their messages, scrolls to
   * the form and focuses the first invalid field; true when none is invalid.
   */
  const validateAll = useCallback(
    (paths?: readonly string[]) => {
      const own = check(valuesRef.current);
      const inScope = (key: string) => !paths || paths.some((p) => isUnder(key, p));
      for (const p of paths ?? [...Object.keys(valuesRef.current), ...Object.keys(own)]) touched.current.add(p);
      refresh();
      const first = Object.keys(own).find(inScope);
      if (first) {
        formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        document.getElementById(`${uid}-${first}`)?.focus({ preventScroll: true });
      }
      return first === undefined;
    },
    [check, refresh, uid],
  );

  const send = useCallback(async () => {
    const { messages, endpoints } = screen;
    const endpoint = record || !endpoints.create ? endpoints.update : endpoints.create;
    setBusy(true);
    try {
      const path = apiPath(endpoint.path, { ...(record?.id !== undefined ? { id: record.id } : {}), ...params });
      const sent: Values = toBody ? toBody(valuesRef.current) : (valuesRef.current as Values);
      const body = record ? { ...sent, updated_at: startedFrom.current } : sent;
      const res = await createClient<FormKitApi>({ save: { method: endpoint.method, path } }).save({ body });
      const answer: SavedAnswer = res.data ?? {};
      const own = !record ? messages.created : answer.changed === false && messages.nothingChanged ? messages.nothingChanged : messages.edited;
      const message = screen.successFromServer ? res.message || own : own;
      markClean();
      if (stay) {
        const kept = stay(answer, valuesRef.current) ?? valuesRef.current;
        initialRef.current = kept;
        valuesRef.current = kept;
        setValuesState(kept);
        if (typeof answer.updated_at === 'string') startedFrom.current = answer.updated_at;
        touched.current.clear();
        serverErrors.current = {};
        setShown({});
        toast.success(message);
        return;
      }
      // The next page shows the message; the form is clean, so leaving asks nothing.
      toast.flashSuccess(message);
      navigation.assign(next ? next(answer) : screen.listHref);
    } catch (err) {
      markDirty();
      if (err instanceof ApiError && err.fields.some((f) => f.field)) {
        const fields = toValuePaths(errorsFromIssues(err.fields.filter((f) => f.field)));
        serverErrors.current = Object.fromEntries(Object.entries(fields).filter(([key]) => key.split('.')[0] in valuesRef.current));
        refresh();
      }
      if (!record && messages.createFailedTitle) showErrorMessage(toErrorInfo(err, messages.createFailed).message, messages.createFailedTitle);
      else showError(err, record ? messages.editFailed : messages.createFailed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }, [markClean, markDirty, next, params, record, refresh, screen, stay, toBody, toValuePaths]);

  /** The schema's verdict on the current values (not shown until acted on): what the submit buttons wait for. */
  const own = useMemo(() => check(values), [check, values]);
  const isValid = Object.keys(own).length === 0 && (!ready || ready(values));
  /** The schema's first message under one of `paths`, shown yet or not (a wizard step's Next waits for its own fields). */
  const problem = useCallback(
    (paths: readonly string[]) => {
      const key = Object.keys(own).find((k) => paths.some((p) => isUnder(k, p)));
      return key ? own[key]! : null;
    },
    [own],
  );
  const changed = useMemo(() => !nothingChanged(values, initialRef.current), [values]);

  const submit = useCallback(
    (e?: FormEvent) => {
      e?.preventDefault();
      if (busy || !validateAll() || (ready && !ready(valuesRef.current))) return;
      const unchanged = record && nothingChanged(valuesRef.current, initialRef.current);
      if (unchanged && onUnchanged) {
        markClean();
        onUnchanged();
        return;
      }
      const message = screen.messages.nothingChanged;
      if (unchanged && message) {
        toast.warning(message, { duration: WARNING_MS });
        return;
      }
      if (screen.confirm?.[record ? 'edit' : 'create']) setConfirming(true);
      else void send();
    },
    [busy, markClean, onUnchanged, ready, record, screen, send, validateAll],
  );

  /** Back to the values the form started from (a discarded tab), with no message shown. */
  const reset = useCallback(() => {
    valuesRef.current = initialRef.current;
    setValuesState(initialRef.current);
    touched.current.clear();
    serverErrors.current = {};
    setShown({});
    if (screen.dirtyOnChange) markClean();
  }, [markClean, screen.dirtyOnChange]);

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

  const errors = useMemo(() => withFieldRollups(shown), [shown]);

  /** Props for a field at any path ('general.title'): id, name, value, onChange, onBlur and error. */
  const at = <T>(path: string): BoundField<T> => ({
    id: `${uid}-${path}`,
    name: path,
    value: getAt(values, path) as T,
    onChange: (value: T) => setAtPath(path, value),
    onBlur: () => touch(path),
    error: errorAt(shown, path),
  });

  /** Props for a text-like field component: id, name, value, onChange, onBlur and error. */
  const field = <N extends K>(name: N): BoundField<V[N]> => at<V[N]>(name);

  /** Props for a NumberInput: the field's, and the range the schema gives it (spec 000 §5: the input clamps to it). */
  const number = (path: string) => ({ ...at<number | null>(path), ...numberRange(schema, path) });

  /** Props for a Switch: id, name, checked and onChange. */
  const toggle = <N extends K>(name: N) => ({
    id: `${uid}-${name}`,
    name,
    checked: values[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as V[N]),
  });

  return {
    values,
    errors,
    set,
    update,
    patch,
    setAt: setAtPath,
    touch,
    field,
    at,
    number,
    toggle,
    submit,
    send,
    validateAll,
    problem,
    reset,
    leave,
    busy,
    editing,
    isValid,
    changed,
    confirmDialog,
    formRef,
  };
}

export type ResourceForm = ReturnType<typeof useResourceForm>;
