export { learnerStart as POST } from '@/features/quiz/server/http';
