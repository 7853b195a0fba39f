export { frontpage as POST } from '@/features/account/server/http';
