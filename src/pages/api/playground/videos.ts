export { listVideos as GET } from '@/features/content/server/http';
