export { userAnswer as GET } from '@/features/quiz/server/http';
