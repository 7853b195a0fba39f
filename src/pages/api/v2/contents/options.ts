export { listModuleTypes as GET } from '@/features/presence/server/http';
