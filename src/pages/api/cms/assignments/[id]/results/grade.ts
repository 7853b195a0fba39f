export { grade as PATCH } from '@/features/assignment/server/http';
