// The presence area's tables (drizzle/presence holds their migrations: DB_MODULE=presence npm run db:generate).
export {};
