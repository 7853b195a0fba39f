export * from './organizations';
export * from './accounts';
export * from './auth';
export * from './audit';
export * from './media';
export * from './files';
export * from './learning';
