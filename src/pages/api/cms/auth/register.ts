export { registerAccount as POST } from '@/features/account/server/http';
