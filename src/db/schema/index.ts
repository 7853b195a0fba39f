// The platform's own tables (the shell area's migrations: core and learning). An area's tables live in its own
// module, src/db/schema/<area>.ts, which its code imports directly, so that no list here names an area.
export * from './organizations';
export * from './directory';
export * from './accounts';
export * from './auth';
export * from './audit';
export * from './media';
export * from './files';
export * from './learning';
