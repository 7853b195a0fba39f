export { logout as POST } from '@/features/account/server/http';
