import type { SortStyle } from './list-url';

/**
 * How a result report keeps its list in the URL (decision 0073): page size, the filter keys and the spelling of
 * sorting. Plain data without zod, read alike by the page on the server (readReportQuery) and by the island.
 */
export interface ReportScreen {
  pageSize: number;
  filterKeys: readonly string[];
  sortStyle?: SortStyle;
}
