export { associates as GET } from '@/features/assignment/server/http';
