import type { Db } from '@/db/client';
import { isRouteId } from '@/server/http/page';
import { AppError } from '@/server/http/app-error';
import { TabSchema, type Draft } from '../schemas';
import type { StepMode } from '../steps';
import { getDraft } from './drafts';
import { getTemplate } from './templates';

/**
 * What a step page needs: the mode (a new template of the ?tab, or the edit of ?id / the route's id) and the caller's
 * draft as it was left. Null for an id that is not one of the organisation's templates (the page answers 404).
 */
export async function loadStep(s: {
  db: Db;
  organizationId: number;
  userId: number;
  tab?: string | null;
  id?: string | null;
}): Promise<{ mode: StepMode; draft: Draft } | null> {
  const scope = { db: s.db, organizationId: s.organizationId };
  let mode: StepMode;
  if (s.id === undefined) mode = { kind: 'create', tab: TabSchema.parse(s.tab ?? undefined) };
  else {
    const id = Number(s.id);
    if (!s.id || !/^\d+$/.test(s.id) || !isRouteId(id)) return null;
    try {
      mode = { kind: 'edit', tab: (await getTemplate({ ...scope, id })).tab, id };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }
  const draft = await getDraft({ ...scope, userId: s.userId, tab: mode.tab, templateId: mode.kind === 'edit' ? mode.id : 0 });
  return { mode, draft };
}
