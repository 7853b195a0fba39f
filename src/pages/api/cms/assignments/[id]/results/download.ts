export { download as GET } from '@/features/assignment/server/http';
