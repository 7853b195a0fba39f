export { download as GET } from '@/features/storage/server/http';
