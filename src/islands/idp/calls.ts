import { createClient } from '@/lib/api-client';
import { idpApi, tabApis } from '@/features/idp/api';
import type { IdpTab } from '@/features/idp/schemas';

/** The IDP calls the step islands make, through the typed client. */
export const idp = createClient(idpApi);
export const tabClient = (tab: IdpTab) => createClient(tabApis[tab] as (typeof tabApis)['recommended']);
