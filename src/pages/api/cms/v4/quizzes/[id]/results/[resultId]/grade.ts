export { grade as POST } from '@/features/quiz/server/http';
