export { listBadges as GET, createBadge as POST } from '@/features/storage/server/http';
