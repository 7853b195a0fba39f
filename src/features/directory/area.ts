import { defineArea } from '../area-kit';

/** The organisation's structure: divisions, companies, expert levels, coaches and the people pickers (issue 16). */
export default defineArea({
  name: 'directory',
});
