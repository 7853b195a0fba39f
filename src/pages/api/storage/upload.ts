export { upload as POST } from '@/features/storage/server/http';
