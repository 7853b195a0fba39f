export { listQuizzes as GET, postQuiz as POST } from '@/features/quiz/server/http';
