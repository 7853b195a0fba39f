export { listSchedules as GET } from '@/features/presence/server/http';
