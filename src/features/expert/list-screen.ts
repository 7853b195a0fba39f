import { areaListScreen, column, filter, type ListScreen } from '@/lib/list-kit';
import { expertApi, expertJourneyApi } from './api';
import { expertMessages, journeyMessages } from './messages';
import { EXPERT_PAGE_SIZE, JOURNEY_STATUS_LABELS, KIND_LABELS } from './schemas';

/** The expert's form is at create/:id (spec 000's route table has no edit route for the list): Edit opens it there. */
const withEdit = (screen: ListScreen): ListScreen => ({
  ...screen,
  actions: [{ kind: 'edit', href: '/expert/expert-list/create/:id' }, ...(screen.actions ?? [])],
});

/** /expert/expert-list 'Expert List': who the experts are, what they know and their level (docs/decisions/0144). */
export const expertListScreen = withEdit(
  areaListScreen({
    base: '/expert/expert-list',
    api: expertApi,
    texts: expertMessages,
    pageSize: EXPERT_PAGE_SIZE,
    createLabel: 'Create Expert',
    titleField: 'name',
    actions: ['detail', 'delete'],
    search: { placeholder: 'Search by name, title or expertise', label: 'Search experts' },
    filters: [filter.select('kind', 'Kind', KIND_LABELS)],
    columns: [
      { id: 'name', label: 'Name', sortKey: 'name', cell: { kind: 'link', field: 'name', href: '/expert/expert-list/detail/:id' }, wrap: true },
      column.text('title', 'Title', { sortable: true }),
      column.text('expertise', 'Expertise', { field: 'expertise_text', wrap: true }),
      column.text('level', 'Expert Level', { field: 'level_title' }),
      { id: 'kind', label: 'Kind', cell: { kind: 'label', field: 'kind', labels: KIND_LABELS } },
      column.updatedAt(),
    ],
  }),
);

/** /expert/expert-journey 'Expert Journey': the certification paths and how many of their experts reached the level. */
export const journeyListScreen = areaListScreen({
  base: '/expert/expert-journey',
  api: expertJourneyApi,
  texts: journeyMessages,
  pageSize: EXPERT_PAGE_SIZE,
  createLabel: 'Create Expert Journey',
  actions: ['edit', 'delete'],
  search: { placeholder: 'Search by title', label: 'Search expert journeys' },
  filters: [filter.status(JOURNEY_STATUS_LABELS)],
  columns: [
    column.title({ href: '/expert/expert-journey/edit/:id' }),
    column.text('level', 'Level Reached', { field: 'level_title' }),
    column.text('steps', 'Steps'),
    column.text('experts', 'Experts'),
    column.text('certified', 'Certified'),
    column.status(JOURNEY_STATUS_LABELS),
    column.updatedAt(),
  ],
});
