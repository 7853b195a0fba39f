import { bind } from '@/server/http/dispatch';
import { defineArea } from '../area-kit';
import { jobApi } from './api';
import { getJob } from './server/get-job';

/** Background jobs (src/server/jobs/runner.ts): their table (migrations jobs) and the status a screen polls. */
export default defineArea({
  name: 'job',
  api: bind(jobApi, { status: ({ caller, params }) => getJob({ ...caller, id: params.id }) }),
  migrations: ['jobs'],
});
