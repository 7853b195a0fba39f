import type { Quiz, QuizQuestion } from '@/db/schema/quiz';
import { questionTypeLabel } from '../constants';

/** The preference fields of a quiz row, as the API speaks them. */
function preferencesOf(q: Quiz) {
  return {
    next_learning_status: q.nextLearningStatus,
    duration: q.duration,
    pass_grade: q.passGrade,
    display_passing_grade: q.displayPassingGrade,
    display_result: q.displayResult,
    display_answer: q.displayAnswer,
    can_retake_on_fail: q.canRetakeOnFail,
    can_retake_on_pass: q.canRetakeOnPass,
    time_to_retake: q.timeToRetake,
    max_retake: q.maxRetake,
    score_selection_type: q.scoreSelectionType,
    question_arrangement: q.questionArrangement,
    display_per_page: q.displayPerPage,
    question_display_settings: q.questionDisplaySettings ?? null,
  };
}

function questionDto(q: QuizQuestion) {
  return {
    id: q.id,
    question: q.question,
    question_type: q.questionType,
    question_objective: q.objective,
    url_image: q.urlImage,
    score: q.score,
    options: q.options,
    needs_review: q.needsReview,
  };
}

export function quizDto(q: Quiz, questions: QuizQuestion[], creator: string | null, canDelete: boolean) {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    type: q.type,
    question_type: q.questionType,
    question_type_label: questionTypeLabel(q.questionType),
    ...preferencesOf(q),
    questions: questions.map(questionDto),
    created_by: creator ? { full_name: creator } : null,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
    version: q.version,
    can_delete: canDelete,
  };
}
export type QuizDto = ReturnType<typeof quizDto>;
