import { areaListScreen, column, type AreaListSpec, type ListScreen } from '@/lib/list-kit';
import { coachApi, companyApi, divisionApi, expertLevelApi } from './api';
import { directoryMessages as M } from './messages';
import { DIRECTORY_PAGE_SIZE } from './schemas';

type Declared = Pick<AreaListSpec, 'titleField' | 'search' | 'filters' | 'columns'>;

/** A directory list under /user/<part> (no detail pages: Edit and Delete), 10 a page, 'Create <noun>'. */
const directoryScreen = (part: string, api: AreaListSpec['api'], texts: AreaListSpec['texts'], noun: string, declared: Declared): ListScreen =>
  areaListScreen({ base: `/user/${part}`, api, texts, pageSize: DIRECTORY_PAGE_SIZE, createLabel: `Create ${noun}`, actions: ['edit', 'delete'], ...declared });

/** A division or company list: code, name, how many people, last update; Delete only where nobody is assigned. */
function structureScreen(prefix: 'division' | 'company', noun: string, api: typeof divisionApi | typeof companyApi): ListScreen {
  return directoryScreen(prefix, api, M[prefix], noun, {
    titleField: `${prefix}_name`,
    search: { placeholder: 'Search by name or code' },
    columns: [
      column.text('code', 'Code', { field: `${prefix}_code`, sortable: true }),
      column.text('name', 'Name', { field: `${prefix}_name`, sortable: true, wrap: true }),
      column.text('users_count', 'Users', { sortable: true }),
      column.updatedAt(),
    ],
  });
}

export const divisionListScreen = structureScreen('division', 'Division', divisionApi);
export const companyListScreen = structureScreen('company', 'Company', companyApi);

export const expertLevelListScreen = directoryScreen('expert-level', expertLevelApi, M.expertLevel, 'Expert Level', {
  titleField: 'title',
  search: { placeholder: 'Search by title' },
  columns: [column.text('value', 'Value', { sortable: true }), column.title(), column.text('description', 'Description', { wrap: true }), column.updatedAt()],
});

const ACCOUNT_STATUS = { active: 'Active', inactive: 'Inactive', invited: 'Invited', pending: 'Pending' };

/** Coaches: active accounts by default (what the pickers offer); the filter shows the inactive ones or all. */
export const coachListScreen = directoryScreen('coach', coachApi, M.coach, 'Coach', {
  titleField: 'full_name',
  search: { placeholder: 'Search by name or email' },
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: 'Account status',
      placeholder: 'Active accounts',
      options: [
        { value: 'inactive', label: 'Inactive accounts' },
        { value: 'all', label: 'All accounts' },
      ],
    },
  ],
  columns: [
    column.title({ field: 'full_name', label: 'Name' }),
    column.text('position', 'Position'),
    column.text('description', 'Expertise', { wrap: true }),
    { id: 'status', label: 'Account', cell: { kind: 'label', field: 'status', labels: ACCOUNT_STATUS } },
    column.updatedAt(),
  ],
});
