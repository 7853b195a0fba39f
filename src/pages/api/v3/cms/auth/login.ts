export { login as POST } from '@/features/account/server/http';
