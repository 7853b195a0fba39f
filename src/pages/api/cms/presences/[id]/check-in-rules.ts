export { getCheckInRulesHandler as GET, updateCheckInRulesHandler as PATCH } from '@/features/presence/server/http';
