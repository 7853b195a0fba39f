import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DeleteRowDialogProps } from './DeleteRowDialog';

type DeleteDialog = ComponentType<DeleteRowDialogProps>;
type Load = () => Promise<{ default: DeleteDialog }>;

/**
 * A list's own delete dialogs, by name (a declaration says `{ kind: 'delete', dialog: 'role/RoleListDelete' }`). Island
 * props carry no functions, so an area's dialog is a file of its island folder whose name ends in ListDelete.tsx
 * (src/islands/<area>/<Name>ListDelete.tsx, default export), named by its path under src/islands without the
 * extension. Like the kit's question, it loads only when a row's Delete is pressed, and the list needs no island of
 * its own to register it (issue 11, the list-page budget).
 */
const files = import.meta.glob<{ default: DeleteDialog }>('../*/*ListDelete.tsx');
const loaders: Record<string, Load> = {};
const dialogs: Record<string, LazyExoticComponent<DeleteDialog>> = {};

/** Adds a dialog under a name of its own (tests). */
export function registerDeleteDialog(name: string, load: Load): void {
  loaders[name] = load;
}

export function deleteDialogNamed(name: string): LazyExoticComponent<DeleteDialog> {
  const load = loaders[name] ?? files[`../${name}.tsx`];
  if (!load) throw new Error(`No delete dialog named ${name}`);
  return (dialogs[name] ??= lazy(load));
}
