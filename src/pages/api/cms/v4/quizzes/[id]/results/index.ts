export { results as GET } from '@/features/quiz/server/http';
