export { get as GET, update as PATCH, remove as DELETE } from '@/features/assignment/server/http';
