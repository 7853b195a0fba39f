import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/db/client';
import type { PlacementContentType } from '@/db/schema';
import type { MenuGroup, RouteDef } from '@/lib/routes';
import type { ContentItems } from '@/server/content-items';
import type { ActivityTable } from '@/server/learner-activity';
import type { BoundEndpoint } from '@/server/http/dispatch';
import type { JobHandlers } from '@/server/jobs/runner';
import type { FileRule } from '@/server/storage/file-access';
import type { NotificationListener } from '@/server/notification-events';
import type { SeedContext } from '@/db/seed/context';
import type { debit, hold, release } from './account/server/wallet-ledger';
import type { LearningEventListener } from './learning-events';

/** One sidebar entry; `position` orders the whole menu as spec 000 §2 'Paths' lists it. */
export interface MenuEntry {
  group: MenuGroup | null;
  label: string;
  path: string;
  position: number;
}

/**
 * A content type an area offers to the others (docs/architecture.md "The area manifest"; docs/decisions/0107): its
 * items, and what the other areas may do with them. The category usage, the channels' and the wizards' pickers, the
 * placements' results, the learner activity and the wizards' catalogue of types are read from these
 * (src/features/contents.ts); no file outside the area's folders names the type.
 */
export interface ContentDeclaration {
  /** The type's id as spec 002 §3 names it, stored in course contents and channel items. */
  type: string;
  /** How every screen names the type (spec 002 §3: e.g. 'LIM 2'). */
  label: string;
  /** Its items; omitted while no area serves them (a type of the spec still to come: listed, 'not available yet'). */
  items?: ContentItems;
  /**
   * Its rows that name a category, so that a category they use cannot be deleted (docs/decisions/0070), and the noun
   * a category's usage counts them by: ['digital library item', 'digital library items'] → '2 digital library items'.
   */
  category?: { table: PgTable; organizationId: PgColumn; column: PgColumn; label: [one: string, many: string] };
  /** The wizards that may place it, each with the type's place in that wizard's list of types (1 first). */
  placeable?: { course?: number; classroom?: number };
  /** Allowed in a course's restricted mode (spec 002 §3: PDF and PPT only). */
  restricted?: boolean;
  /** Its place among the types a channel may hold (1 first); omitted: a channel cannot hold it. */
  inChannels?: number;
  /** The conditions that apply to it beyond required and minimum time (docs/decisions/0098). */
  passGrade?: boolean;
  dueDate?: boolean;
  /**
   * The wizards whose batches have no schedules of their own (a course's one self-paced batch), where placing it asks
   * for its own schedule: a start and an end that check-ins are made at (docs/decisions/0115).
   */
  ownScheduleIn?: { course?: boolean; classroom?: boolean };
  /** The placement row placing it makes, which its reports read (a LIM survey is placed as the quiz it is); none: placed without one. */
  placement?: PlacementContentType;
  /** What learners do on the placements of this type (`placement` equal to `type`) and where it is kept. */
  activity?: ContentActivity;
}

/** Learner results of one placement type: where they are stored and what they are called in messages (e.g. 'check-ins'). */
export interface ContentActivity extends Omit<ActivityTable, 'item'> {
  noun: string;
}

/**
 * An area's manifest (docs/architecture.md "The area manifest"): everything the console needs to know about it,
 * declared once in `features/<area>/area.ts`. The route registry, the menu, the API dispatcher and guards, the OpenAPI
 * document, the migration list and the demo seed read the manifests listed in `features/areas.ts`; nothing else lists
 * an area.
 */
export interface AreaManifest {
  name: string;
  /** Its screens with rule, key, title, trail, layout and whether they are built (src/features/route-kit.ts helps). */
  routes?: RouteDef[];
  menu?: MenuEntry[];
  /** Its endpoints bound to their handlers (`bind(api, handlers)` in server/http.ts). */
  api?: BoundEndpoint[];
  /** Migration folders under drizzle/ (one bookkeeping table each), applied in the order the areas are listed. */
  migrations?: string[];
  /**
   * Adds the area's demo content to the demo organisation (`npm start` on an empty database, and the tests), in the
   * demo's learning structure (src/db/seed runs the seeds; an area imports nothing of it but its types).
   */
  seed?: (tx: Tx, ctx: SeedContext) => Promise<void>;
  /** Its background jobs by kind (src/server/jobs/runner.ts runs them outside requests). */
  jobs?: JobHandlers;
  /** The content types it offers to the other areas (src/features/contents.ts reads them). */
  contents?: ContentDeclaration[];
  /**
   * Its rows that name a category without being a content type of their own (a popup, a channel: docs/decisions/0120),
   * counted like `contents[].category` so that a category they use cannot be deleted.
   */
  categoryUsers?: NonNullable<ContentDeclaration['category']>[];
  /**
   * Its rows that name one of the organisation's locations (Setting › Location, decision 0124): a classroom batch.
   * The location's delete reads them, so that a location in use cannot be deleted.
   */
  locationUsers?: LocationUser[];
  /**
   * The storage folders it writes and who reads their files (docs/decisions/0106): a folder no area declares cannot
   * be stored to. src/features/areas.ts hands these to src/server/storage/file-access.ts.
   */
  files?: FileRule[];
  /**
   * Upkeep the area starts with the server, on timers outside requests (src/bootstrap.ts calls it once the database
   * is open): e.g. the storage area's recovery of uploads whose storing died and its sweeps.
   */
  upkeep?: (db: Db, server: ServerStart) => void;
  /**
   * Called with every learning event another area emits (src/features/learning-events.ts, decision 0130), in the
   * emitter's transaction: e.g. the gamification area awards points for a passed quiz.
   */
  onLearningEvent?: LearningEventListener;
  /** Records the notification events other areas emit (src/server/notification-events.ts, docs/decisions/0131). */
  notificationListener?: NotificationListener;
  /**
   * The organisation wallet's writers, offered to the other areas (the account area's ledger, decision 0127): the
   * marketplace holds, debits and releases through them (src/features/wallet.ts; decision 0133). One area offers it.
   */
  wallet?: WalletLedger;
}

/** What the wallet's owner offers: hold at checkout, debit on approval, release on rejection. */
export interface WalletLedger {
  hold: typeof hold;
  release: typeof release;
  debit: typeof debit;
}

/** A table whose rows name a location: the column, and the noun for one and for several ('1 classroom batch'). */
export interface LocationUser {
  table: PgTable;
  column: PgColumn;
  label: [one: string, many: string];
}

/** What an area's upkeep knows of the server that starts it. */
export interface ServerStart {
  kind: 'pglite' | 'postgres';
  /** When this process opened its database: on PGlite nothing claimed before then is still being worked on. */
  startedAt: Date;
}

export const defineArea = (manifest: AreaManifest): AreaManifest => manifest;
