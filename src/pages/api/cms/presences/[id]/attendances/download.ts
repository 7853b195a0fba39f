export { downloadAttendances as GET } from '@/features/presence/server/http';
