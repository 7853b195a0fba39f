export { filterOptions as GET } from '@/features/assignment/server/http';
