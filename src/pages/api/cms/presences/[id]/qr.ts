export { qrImage as GET } from '@/features/presence/server/http';
