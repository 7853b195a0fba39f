import { areaListScreen } from '@/lib/list-kit';
import { merchandiseApi, pointRuleApi, targetApi } from './api';
import { merchandiseMessages, pointMessages, targetMessages } from './messages';
import { PAGE_SIZE, STATUS_LABELS } from './schemas';

/** /setting/point 'Point List'. */
export const pointRuleListScreen = areaListScreen({
  base: '/setting/point',
  api: pointRuleApi,
  texts: pointMessages,
  pageSize: PAGE_SIZE,
  createLabel: 'Create Point',
  search: { placeholder: 'Search by activity', label: 'Search point rules' },
  columns: [
    { id: 'title', label: 'Activity', cell: { kind: 'link', field: 'title', href: '/setting/point/detail/:id' }, wrap: true },
    { id: 'points', label: 'Points', cell: { kind: 'text', field: 'points' } },
    { id: 'daily_cap', label: 'Daily Cap', cell: { kind: 'text', field: 'daily_cap' } },
    { id: 'starts_on', label: 'From', cell: { kind: 'date', field: 'starts_on' } },
    { id: 'ends_on', label: 'Until', cell: { kind: 'date', field: 'ends_on' } },
    { id: 'awarded', label: 'Times Awarded', cell: { kind: 'text', field: 'awarded' } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
  ],
});

/** /setting/leaderboard's Target tab. */
export const targetListScreen = areaListScreen({
  base: '/setting/leaderboard/target',
  api: targetApi,
  texts: targetMessages,
  pageSize: PAGE_SIZE,
  createLabel: 'Create Target',
  titleField: 'name',
  search: { placeholder: 'Search by name', label: 'Search targets' },
  columns: [
    { id: 'name', label: 'Name', cell: { kind: 'link', field: 'name', href: '/setting/leaderboard/target/detail/:id' }, wrap: true },
    { id: 'period_label', label: 'Period', cell: { kind: 'text', field: 'period_label' } },
    { id: 'audience_label', label: 'Audience', cell: { kind: 'text', field: 'audience_label' } },
    { id: 'goal', label: 'Goal (points)', cell: { kind: 'text', field: 'goal' } },
  ],
});

/** /setting/leaderboard?tab=merchandise. */
export const merchandiseListScreen = areaListScreen({
  base: '/setting/leaderboard/merchandise',
  api: merchandiseApi,
  texts: merchandiseMessages,
  pageSize: PAGE_SIZE,
  createLabel: 'Create Merchandise',
  titleField: 'name',
  search: { placeholder: 'Search by name', label: 'Search merchandise' },
  columns: [
    { id: 'name', label: 'Name', cell: { kind: 'link', field: 'name', href: '/setting/leaderboard/merchandise/detail/:id' }, wrap: true },
    { id: 'point_price', label: 'Point Price', cell: { kind: 'text', field: 'point_price' } },
    { id: 'stock', label: 'Stock', cell: { kind: 'text', field: 'stock' } },
    { id: 'redeemed', label: 'Redeemed', cell: { kind: 'text', field: 'redeemed' } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
  ],
});
