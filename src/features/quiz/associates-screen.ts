import { associatesScreen } from '@/lib/associates-screen';
import { apiPath } from '@/lib/endpoint';
import { quizApi } from './api';
import { QUIZ_CONSTANTS } from './constants';
import { quizMessages as m } from './messages';

/**
 * The Quiz Result tab's 'Associate Quiz List' (spec 001 §2). The report and review routes exist only in the
 * /content-quiz family, so View Detail always goes there.
 */
export const quizAssociatesScreen = (quizId: number) =>
  associatesScreen({
    label: m.associateQuizList,
    list: apiPath(quizApi.associates.path, { id: quizId }),
    report: `/content-quiz/detail/${quizId}/report`,
    viewDetail: m.viewDetail,
    moduleTypes: QUIZ_CONSTANTS.module_types,
    contentLabel: 'Content Title',
    search: { label: 'Search by title', debounceMs: 300 },
    resetLabel: m.resetFilter,
    messages: { listFailed: m.associatedFailed, empty: m.noData },
  });
