export { gradeImport as POST } from '@/features/assignment/server/http';
