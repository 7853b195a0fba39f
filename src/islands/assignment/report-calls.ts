import type { EndpointOutput } from '@/lib/endpoint';
import type { assignmentApi } from '@/features/assignment/api';
import { getAt, hrefAt, sendAt } from '@/islands/kit/report-fetch';

type Api = typeof assignmentApi;

/** The paths of the assignment contract the report calls (assignmentApi.results.path, …), given by the page. */
export interface AssignmentReportPaths {
  results: string;
  dashboard: string;
  download: string;
  grade: string;
  gradeImport: string;
}

export interface GradeItem {
  id: number;
  score: number;
  version?: number;
  overwrite?: boolean;
}

/**
 * The report's calls by path through the shared fetcher (decision 0073), typed by the contract's outputs
 * (a type-only import: the contract and zod stay on the server). Same shapes as assignmentClient's calls.
 */
export function reportCalls(paths: AssignmentReportPaths) {
  return {
    dashboard: (id: number, query: Record<string, unknown>) => getAt<EndpointOutput<Api['dashboard']>>(paths.dashboard, { id }, query),
    grade: (id: number, data: GradeItem[]) => sendAt<EndpointOutput<Api['grade']>>(paths.grade, { id }, 'PATCH', { data }),
    importGrades: (id: number, file: File) => {
      const body = new FormData();
      body.set('file', file);
      return sendAt<EndpointOutput<Api['gradeImport']>>(paths.gradeImport, { id }, 'POST', body);
    },
    downloadUrl: (id: number, query: Record<string, unknown>) => hrefAt(paths.download, { id }, query),
  };
}

export type ReportCalls = ReturnType<typeof reportCalls>;
