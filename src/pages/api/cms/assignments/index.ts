export { list as GET, create as POST } from '@/features/assignment/server/http';
