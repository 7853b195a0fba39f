import { areaListScreen, column, filter } from '@/lib/list-kit';
import { checkpointApi } from './api';
import { checkpointMessages as M } from './messages';
import { CHECKPOINT_PAGE_SIZE, FINAL_SCORE_LABELS, PRIVACY_LABELS, STATUS_LABELS } from './schemas';

/** /checkpoint 'Checkpoint List' as a resource-kit declaration: what each checkpoint assesses and whom. */
export const checkpointListScreen = areaListScreen({
  base: '/checkpoint',
  api: checkpointApi,
  texts: M,
  pageSize: CHECKPOINT_PAGE_SIZE,
  createLabel: 'Create Checkpoint',
  search: { placeholder: 'Search by title', label: 'Search checkpoints' },
  filters: [filter.status(STATUS_LABELS), filter.select('privacy', 'Privacy', PRIVACY_LABELS)],
  columns: [
    column.title(),
    column.text('competencies', 'Competencies', { field: 'total_competencies' }),
    column.text('invited', 'Invited', { field: 'total_invited' }),
    { id: 'final_score', label: 'Final Score', cell: { kind: 'label', field: 'final_score', labels: FINAL_SCORE_LABELS } },
    { id: 'privacy', label: 'Privacy', cell: { kind: 'label', field: 'privacy', labels: PRIVACY_LABELS } },
    column.status(STATUS_LABELS),
    column.updatedAt(),
  ],
});
