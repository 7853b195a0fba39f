export { download as GET } from '@/features/quiz/server/http';
