// The quiz area's tables (drizzle/quiz holds their migrations: DB_MODULE=quiz npm run db:generate).
export {};
