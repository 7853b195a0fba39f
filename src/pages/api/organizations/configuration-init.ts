export { configurationInit as GET } from '@/features/organization/server/http';
