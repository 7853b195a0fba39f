export { dashboard as GET } from '@/features/assignment/server/http';
