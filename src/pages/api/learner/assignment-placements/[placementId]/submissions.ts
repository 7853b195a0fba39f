export { submit as POST } from '@/features/assignment/server/http';
