import { fillPath, type CellFormat } from '@/lib/list-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { Row } from './cells';
import { kitCall } from './kit-client';

/**
 * A 'call' cell's button pressed (e.g. a course's Duplicate): the POST, then the page its answer names with the done
 * message waiting there; the button stays disabled while it runs and on the way out. A failure says why and frees it.
 */
export async function callRow(format: Extract<CellFormat, { kind: 'call' }>, row: Row, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const { data } = await kitCall('call', fillPath(format.endpoint, row))();
    toast.flashSuccess(format.done);
    window.location.assign(fillPath(format.then, data));
  } catch (err) {
    button.disabled = false;
    showError(err, format.failed);
  }
}
