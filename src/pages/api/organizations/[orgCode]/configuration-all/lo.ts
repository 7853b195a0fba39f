export { loginConfiguration as GET } from '@/features/organization/server/http';
