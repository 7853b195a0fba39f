export { associates as GET } from '@/features/quiz/server/http';
