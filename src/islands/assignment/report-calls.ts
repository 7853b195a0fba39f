import { createClient } from '@/lib/api-client';
import type { QueryValue, RoutesOf } from '@/lib/endpoint';
import type { assignmentApi } from '@/features/assignment/api';
import type { GradeInput } from '@/features/assignment/schemas';

/** The routes of the assignment contract the report calls (routesOf(assignmentApi, …)), given by the page. */
export type AssignmentReportRoutes = RoutesOf<Pick<typeof assignmentApi, 'results' | 'dashboard' | 'download' | 'grade' | 'gradeImport'>>;

export type GradeItem = GradeInput['data'][number];

/**
 * The report's calls through the typed client over the routes the page gave (decision 0073: the contract and zod
 * stay on the server; the types come with the routes).
 */
export function reportCalls(routes: AssignmentReportRoutes) {
  const api = createClient(routes);
  return {
    dashboard: (id: number, query: Record<string, QueryValue>) => api.dashboard({ params: { id }, query }),
    grade: (id: number, data: GradeItem[]) => api.grade({ params: { id }, body: { data } }),
    importGrades: (id: number, file: File) => {
      const body = new FormData();
      body.set('file', file);
      return api.gradeImport({ params: { id }, body });
    },
    downloadUrl: (id: number, query: Record<string, QueryValue>) => api.download.href({ params: { id }, query }),
  };
}

export type ReportCalls = ReturnType<typeof reportCalls>;
