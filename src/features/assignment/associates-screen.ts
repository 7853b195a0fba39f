import { moduleTypes } from '@/db/schema/learning';
import { associatesScreen } from '@/lib/associates-screen';
import { titleCase } from '@/lib/format';
import { apiPath } from '@/lib/endpoint';
import type { SelectOptionData } from '@/lib/list-kit';
import { assignmentApi } from './api';
import { assignmentMessages as M } from './messages';

const MODULE_TYPES = moduleTypes.map((value) => ({ value, label: titleCase(value) }));

/** The Assignment Result tab's 'Associate Assignment List' (spec 002 §2); `batches` are GET …/{id}/filter's options. */
export const assignmentAssociatesScreen = (assignmentId: number, batches: SelectOptionData[]) =>
  associatesScreen({
    label: M.associateTitle,
    list: apiPath(assignmentApi.associates.path, { id: assignmentId }),
    report: `/assignment/detail/${assignmentId}/report`,
    viewDetail: M.viewDetail,
    moduleTypes: MODULE_TYPES,
    contentLabel: 'Content',
    filters: [{ kind: 'select', key: 'batch_id', label: 'Batch', options: batches }],
    resetLabel: false,
    messages: { listFailed: M.associatesFailed },
  });
