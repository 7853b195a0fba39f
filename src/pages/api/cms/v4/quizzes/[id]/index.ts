export { showQuiz as GET, patchQuiz as PATCH, removeQuiz as DELETE } from '@/features/quiz/server/http';
