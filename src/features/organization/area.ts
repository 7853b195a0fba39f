import { defineArea } from '../area-kit';
import { organizationEndpoints } from './server/http';

/** The organisation's configuration and theming (spec 000 §3); its data lives in the core migrations. */
export default defineArea({ name: 'organization', api: organizationEndpoints });
