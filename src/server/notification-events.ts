import { AsyncLocalStorage } from 'node:async_hooks';
import type { DbOrTx } from '@/db/client';

/**
 * The events of the built areas that may notify someone (docs/decisions/0131). An area that causes one calls
 * `emitNotificationEvent` inside its own transaction; the notification area, which an area may not import (the lint's
 * rule: no area imports another area's server code), listens through its manifest (`notificationListener`, handed
 * over by src/features/areas.ts), so the notification's rows are written, or not, with the change that caused it.
 * No listener (a use case run alone in a test): nothing happens.
 */
export type NotificationEventKind =
  | 'invitation'
  | 'assignment_graded'
  | 'quiz_review'
  | 'schedule_tomorrow'
  | 'certificate_issued'
  | 'marketplace_requested'
  | 'marketplace_approved'
  | 'marketplace_rejected'
  | 'issue_status_changed';

export interface NotificationEvent {
  kind: NotificationEventKind;
  organizationId: number;
  /** The learners it concerns (invited, graded, whose attempt waits, taking part in the schedule). */
  userIds: number[];
  /** The template's placeholders that are the same for every one of them (learning_title, score…). */
  values: Record<string, string>;
  /** Values of one learner (e.g. a score), by user id. */
  valuesOf?: Record<number, Record<string, string>>;
  /** What makes it one event: a person is told once per key (e.g. `schedule:12`). */
  key: string;
  /** Who caused it, if anyone (the content's creator is a possible recipient: `creatorId`). */
  creatorId?: number | null;
}

export type NotificationListener = (tx: DbOrTx, event: NotificationEvent) => Promise<void>;

let listeners: NotificationListener[] = [];
const quiet = new AsyncLocalStorage<true>();

/**
 * Runs `fn` with notifications off: the demo seed builds its invitations and gradings through the areas' use cases,
 * and telling the demo's made-up people about them (e-mail to their addresses) would be noise, not news.
 */
export function withoutNotifications<T>(fn: () => Promise<T>): Promise<T> {
  return quiet.run(true, fn);
}

/** Set once, by src/features/areas.ts, from the manifests. */
export function listenForNotificationEvents(list: NotificationListener[]): void {
  listeners = list;
}

/** Records the event for whoever listens, in the caller's transaction (a failure fails the caller's change). */
export async function emitNotificationEvent(tx: DbOrTx, event: NotificationEvent): Promise<void> {
  if (!event.userIds.length || quiet.getStore()) return;
  for (const listener of listeners) await listener(tx, event);
}
