import { defineArea } from '../area-kit';
import { storageEndpoints } from './server/http';

/** Files and badges, shared by every area's uploads (spec 000 §3, §7); resumable uploads and their tables (decision 0081). */
export default defineArea({ name: 'storage', api: storageEndpoints, migrations: ['uploads'] });
