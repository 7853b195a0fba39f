import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../setup/server';
import { privateConsole } from './helpers';
import { escalationCases } from './escalation.cases';
import { idTokenCases } from './id-token.cases';
import { linkingCases } from './linking.cases';
import { oidcCases } from './oidc.cases';
import { scimCases } from './scim.cases';

// One console of their own (own database) for the sign-on and SCIM tests: enforcement, just-in-time users and SCIM's
// new and deactivated people must not reach the server the other test files share. One, not two: starting a seeded
// console is the slow part. The cases run in order: sign-on first (it ends with the provider off), then SCIM (whose new
// users get the default role the sign-on cases set), then the security cases of issue 25, which change the settings
// (the ID token cases last: they point the organisation at a provider that forges its tokens).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer('sso');
  privateConsole.baseUrl = server.baseUrl;
});
afterAll(async () => {
  await server?.stop();
});

oidcCases();
scimCases();
linkingCases();
escalationCases();
idTokenCases();
