export { constants as GET } from '@/features/quiz/server/http';
