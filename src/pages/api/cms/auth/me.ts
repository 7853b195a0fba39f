export { me as GET } from '@/features/account/server/http';
