/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    db: import('./db/client').Db;
    org: import('./db/schema').Organization;
    auth: import('./server/auth/session').AuthContext | null;
    route: import('./lib/routes').RouteMatch | null;
  }
}
