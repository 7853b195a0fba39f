export { listPresences as GET, createPresenceHandler as POST } from '@/features/presence/server/http';
