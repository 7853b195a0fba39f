import type { Db } from '@/db/client';
import { declareFileRules } from '@/server/storage/file-access';
import { listenForNotificationEvents } from '@/server/notification-events';
import type { AreaManifest, ServerStart } from './area-kit';
import shell from './shell/area';
import organization from './organization/area';
import storage from './storage/area';
import job from './job/area';
import marketplace from './marketplace/area';
import checkpoint from './checkpoint/area';
import classroom from './classroom/area';
import video from './video/area';
import podcast from './podcast/area';
import webinar from './webinar/area';
import pdf from './pdf/area';
import contentDocument from './document/area';
import knowledgeFeed from './knowledge-feed/area';
import content from './content/area';
import certificate from './certificate/area';
import channel from './channel/area';
import digilib from './digilib/area';
import popup from './popup/area';
import category from './category/area';
import assignment from './assignment/area';
import course from './course/area';
import presence from './presence/area';
import program from './program/area';
import journey from './journey/area';
import liveEvent from './live-event/area';
import quiz from './quiz/area';
import account from './account/area';
import sso from './sso/area';
import directory from './directory/area';
import user from './user/area';
import userImport from './user-import/area';
import role from './role/area';
import provider from './provider/area';
import setting from './setting/area';
import idp from './idp/area';
import announcement from './announcement/area';
import policy from './policy/area';
import contentSetting from './content-setting/area';
import notification from './notification/area';
import gamification from './gamification/area';
import branding from './branding/area';
import reporting from './reporting/area';
import expert from './expert/area';

/**
 * Every area of the console, the one list (docs/architecture.md "The area manifest"). Routes are matched in this order,
 * migrations are applied in this order and the demo seed runs in this order; the menu is ordered by its entries'
 * positions.
 */
export const areas: AreaManifest[] = [
  shell,
  organization,
  storage,
  job,
  // Before the content areas: their tables refer to categories and their seeds pick them.
  category,
  // Before classroom: a classroom batch refers to a location (classroom 0003's foreign key, decision 0124).
  announcement,
  provider,
  checkpoint,
  classroom,
  video,
  podcast,
  webinar,
  pdf,
  contentDocument,
  knowledgeFeed,
  content,
  certificate,
  // After certificate: its defaults name certificate templates (docs/decisions/0132).
  contentSetting,
  channel,
  digilib,
  popup,
  quiz,
  presence,
  assignment,
  course,
  program,
  liveEvent,
  // After liveEvent: a check-in marks the attendance first, then completes a journey's live-event step (0148).
  journey,
  account,
  // After provider (its offers are providers') and account (its demo request holds on the demo wallet).
  marketplace,
  sso,
  directory,
  user,
  userImport,
  role,
  setting,
  // After the areas whose items its templates pick (courses, assignments, checkpoints, coaches, categories).
  idp,
  policy,
  notification,
  gamification,
  branding,
  reporting,
  expert,
];

// Who reads the files each area stores (decision 0106): declared by the areas, handed to the storage layer once.
declareFileRules(areas.flatMap((a) => a.files ?? []));

// Who records the notification events the areas emit (decision 0131), handed to the neutral hook once.
listenForNotificationEvents(areas.flatMap((a) => (a.notificationListener ? [a.notificationListener] : [])));

/** Starts every area's upkeep (timers outside requests), once the database is open. */
export const startAreaUpkeep = (db: Db, server: ServerStart): void => {
  for (const area of areas) area.upkeep?.(db, server);
};

/** Every area's background job handlers by kind. */
export const jobHandlers = () => Object.assign({}, ...areas.map((a) => a.jobs ?? {}));

/** The migration folders in the order the manifests declare them (src/db/migrate.ts applies them). */
export const migrationModules = (): string[] => areas.flatMap((a) => a.migrations ?? []);
