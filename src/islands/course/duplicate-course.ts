import { apiPath } from '@/lib/endpoint';
import { api } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { courseMessages as M } from '@/features/course/messages';

const DUPLICATE_PATH = '/api/cms/v2/courses/:id/duplicate';

/**
 * Copies a course as a draft and opens the copy's wizard. Loaded when Duplicate is pressed, so the course list ships
 * no more than the other kit lists (issue 11's 80 KB list-page budget).
 */
export async function duplicateCourse(id: number): Promise<void> {
  try {
    const data = await api<{ id: number }>(apiPath(DUPLICATE_PATH, { id }).replace(/^\/api/, ''), { method: 'POST' });
    toast.flashSuccess(M.duplicated);
    window.location.assign(`/course/edit/${data.id}`);
  } catch (err) {
    showError(err, M.duplicateFailed);
    throw err;
  }
}
