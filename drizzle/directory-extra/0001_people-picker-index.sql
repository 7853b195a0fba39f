-- The people picker (GET /api/users, decision 0074) lists an organisation's active people by name, 10 at a time:
-- this partial index answers a page without sorting the organisation's 100,000 people. The users table is core's;
-- the index is the directory area's, for its own query, so it lives in the area's migrations.
CREATE INDEX IF NOT EXISTS "users_org_active_name_idx" ON "users" USING btree ("organization_id","full_name","id") WHERE "status" = 'active';
