import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { policyEndpoints } from './server/http';
import { seedPolicies } from './seed';

const setting = (name: string, noun: string, key: 'setting-term_and_condition' | 'setting-user_policy' | 'setting-faq') =>
  area({ name: `setting-${name}`, base: `/setting/${name}`, key, noun, group: 'Setting', built: { list: true } });
const terms = setting('term-and-condition', 'Terms and Conditions', 'setting-term_and_condition');
const userPolicy = setting('user-policy', 'User Policy', 'setting-user_policy');
const faq = setting('faq', 'FAQ', 'setting-faq');

/**
 * Terms and conditions, user policy and FAQ (spec 000 §2, issue 30, docs/decisions/0125): the two versioned rich-text
 * documents learners accept (the learner API reports who must accept again), and the FAQ served to the learner
 * site's footer (spec 002 §7 GET organizations/{id}/footer).
 */
export default defineArea({
  name: 'policy',
  routes: [
    terms.list('/setting/term-and-condition', 'Terms and Conditions'),
    userPolicy.list('/setting/user-policy', 'User Policy'),
    faq.list('/setting/faq', 'FAQ'),
  ],
  menu: [
    { group: 'Setting', label: 'Terms and Conditions', path: '/setting/term-and-condition', position: 370 },
    { group: 'Setting', label: 'User Policy', path: '/setting/user-policy', position: 380 },
    { group: 'Setting', label: 'FAQ', path: '/setting/faq', position: 390 },
  ],
  api: policyEndpoints,
  migrations: ['policy'],
  seed: seedPolicies,
});
