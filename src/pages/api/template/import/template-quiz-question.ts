export { template as GET } from '@/features/quiz/server/http';
