export { learnerCheckIn as POST } from '@/features/presence/server/http';
