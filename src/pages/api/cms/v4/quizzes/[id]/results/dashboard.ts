export { dashboard as GET } from '@/features/quiz/server/http';
