export { listAttendances as GET, addManualAttendances as POST } from '@/features/presence/server/http';
