import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DeleteRowDialogProps } from './DeleteRowDialog';

type DeleteDialog = ComponentType<DeleteRowDialogProps>;

/**
 * A list's own delete dialogs, by name (a declaration says `{ kind: 'delete', dialog: 'name' }`). Island props carry
 * no functions, so an area's list island registers its dialog here and the declaration names it. Like the kit's
 * question, it loads only when a row's Delete is pressed.
 */
const dialogs: Record<string, LazyExoticComponent<DeleteDialog>> = {};

export function registerDeleteDialog(name: string, load: () => Promise<{ default: DeleteDialog }>): void {
  dialogs[name] ??= lazy(load);
}

export function deleteDialogNamed(name: string): LazyExoticComponent<DeleteDialog> {
  const dialog = dialogs[name];
  if (!dialog) throw new Error(`No delete dialog named ${name}`);
  return dialog;
}
