import { createClient } from '@/lib/api-client';
import { fillPath, type CellFormat, type KitApi } from '@/lib/list-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { Row } from './cells';

/**
 * A 'call' cell's button pressed (e.g. a course's Duplicate): the POST, then the page its answer names with the done
 * message waiting there; the button stays disabled while it runs and on the way out. A failure says why and frees it.
 */
export async function callRow(format: Extract<CellFormat, { kind: 'call' }>, row: Row, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const { data } = await createClient<Pick<KitApi, 'call'>>({ call: { method: 'POST', path: fillPath(format.endpoint, row) } }).call();
    toast.flashSuccess(format.done);
    window.location.assign(fillPath(format.then, data));
  } catch (err) {
    button.disabled = false;
    showError(err, format.failed);
  }
}
