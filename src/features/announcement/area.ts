import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { announcementAreaEndpoints } from './server/http';
import { seedAnnouncements } from './seed';

const built = { list: true, create: true, edit: true, detail: true };
const announcement = area({
  name: 'setting-announcement',
  base: '/setting/announcement',
  key: 'setting-announcement',
  noun: 'Announcement',
  group: 'Setting',
  built,
});
// Spec 000's route table: the locations take the announcement key.
const location = area({ name: 'setting-location', base: '/setting/location', key: 'setting-announcement', noun: 'Location', group: 'Setting', built });

/**
 * Setting › Announcement and Setting › Location (issue 30, docs/decisions/0124): news for learners by audience,
 * with a learner API call, and the organisation's training places with typed coordinates and a radius.
 */
export default defineArea({
  name: 'announcement',
  routes: [...announcement.crud(), ...location.crud()],
  menu: [
    { group: 'Setting', label: 'Announcement', path: '/setting/announcement', position: 290 },
    { group: 'Setting', label: 'Location', path: '/setting/location', position: 360 },
  ],
  api: announcementAreaEndpoints,
  migrations: ['announcement'],
  seed: seedAnnouncements,
});
