import { useCallback, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $dirtyForms, clearDirty, setDirty } from '@/stores/dirty-form';
import { wantHost } from '@/stores/host';

/**
 * A form's dirty flag. By default it is set on entering the form (spec 001 §4: "set on entering create and edit");
 * call markClean() after a successful save and markDirty() again after a failed one. A form dirty only from its first
 * change (`dirtyOnEnter: false`, a wizard step) still wakes the leave guard on entering: its code loads on demand,
 * and a click right after typing must find it listening.
 */
export function useDirtyForm(formId: string, options: { dirtyOnEnter?: boolean } = {}) {
  const { dirtyOnEnter = true } = options;
  const forms = useStore($dirtyForms);
  useEffect(() => {
    if (dirtyOnEnter) setDirty(formId, true);
    else wantHost();
    return () => clearDirty(formId);
  }, [formId, dirtyOnEnter]);
  const markDirty = useCallback(() => setDirty(formId, true), [formId]);
  const markClean = useCallback(() => clearDirty(formId), [formId]);
  return { dirty: Boolean(forms[formId]), markDirty, markClean };
}
