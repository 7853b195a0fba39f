import type { AreaManifest } from './area-kit';
import shell from './shell/area';
import organization from './organization/area';
import storage from './storage/area';
import marketplace from './marketplace/area';
import checkpoint from './checkpoint/area';
import classroom from './classroom/area';
import content from './content/area';
import category from './category/area';
import assignment from './assignment/area';
import course from './course/area';
import presence from './presence/area';
import program from './program/area';
import journey from './journey/area';
import liveEvent from './live-event/area';
import quiz from './quiz/area';
import account from './account/area';
import setting from './setting/area';
import branding from './branding/area';
import reporting from './reporting/area';
import expert from './expert/area';

/**
 * Every area of the console, the one list (DESIGN.md "Areas"). Routes are matched in this order, migrations are
 * applied in this order and the demo seed runs in this order; the menu is ordered by its entries' positions.
 */
export const areas: AreaManifest[] = [
  shell, organization, storage, marketplace, checkpoint, classroom, content, category, quiz, presence, assignment, course, program, journey, liveEvent, account, setting,
  branding, reporting, expert,
];
