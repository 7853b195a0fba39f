export { listBatches as GET } from '@/features/presence/server/http';
