export { learnerSubmit as POST } from '@/features/quiz/server/http';
