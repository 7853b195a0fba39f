export { importFile as POST } from '@/features/quiz/server/http';
