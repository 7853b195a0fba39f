export { getPresenceHandler as GET, updatePresenceHandler as PATCH, deletePresenceHandler as DELETE } from '@/features/presence/server/http';
