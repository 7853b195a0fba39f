export { regenerateCodeHandler as GET } from '@/features/presence/server/http';
