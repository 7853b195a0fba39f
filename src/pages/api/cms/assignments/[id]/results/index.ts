export { results as GET } from '@/features/assignment/server/http';
