// The assignment area's tables (drizzle/assignment holds their migrations: DB_MODULE=assignment npm run db:generate).
export {};
