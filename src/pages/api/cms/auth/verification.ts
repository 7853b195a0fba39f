export { verify as POST } from '@/features/account/server/http';
