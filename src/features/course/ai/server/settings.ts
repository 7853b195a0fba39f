import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { courseAiSettings, type CourseAiSettingsRow } from '@/db/schema/course-ai';
import { openReportLink, sealReportLink } from '@/server/crypto/report-link';
import { serverSecret } from '@/server/secrets';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { aiMessages as M } from '../messages';
import { AiSettingsInputSchema, type AiSettings } from '../schemas';
import type { z } from 'zod';

/** The API key is sealed like the SSO client secret (decision 0079): its own server secret, the organisation as context. */
const sealKey = async (db: DbOrTx, organizationId: number, key: string) => sealReportLink(await serverSecret(db, 'course-ai-key'), `ai:${organizationId}`, key);
const openKey = async (db: DbOrTx, organizationId: number, sealed: string) =>
  openReportLink(await serverSecret(db, 'course-ai-key'), `ai:${organizationId}`, sealed) as string | null;

async function loadRow(db: DbOrTx, organizationId: number): Promise<CourseAiSettingsRow | undefined> {
  const [row] = await db.select().from(courseAiSettings).where(eq(courseAiSettings.organizationId, organizationId));
  return row;
}

async function flagOf(db: DbOrTx, organizationId: number): Promise<boolean> {
  const [org] = await db.select({ features: organizations.features }).from(organizations).where(eq(organizations.id, organizationId));
  return Boolean(org?.features.ai_course);
}

export async function getAiSettings({ db, organizationId }: { db: DbOrTx; organizationId: number }): Promise<AiSettings> {
  const row = await loadRow(db, organizationId);
  return {
    configured: Boolean(row),
    enabled: await flagOf(db, organizationId),
    base_url: row?.baseUrl ?? '',
    model: row?.model ?? '',
    has_api_key: Boolean(row?.apiKeySealed),
    language: row?.language ?? 'english',
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** https, or http on the loopback interface (a local Ollama or vLLM, the tests) or where AI_ALLOW_HTTP_ENDPOINT=1. */
export function checkBaseUrl(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(isLoopback(url.hostname) || process.env.AI_ALLOW_HTTP_ENDPOINT === '1'))
    throw new AppError('VALIDATION', M.httpOnlyLocal, { details: [{ field: 'base_url', message: M.httpOnlyLocal }] });
  return raw.replace(/\/+$/, '').replace(/\/chat\/completions$/, '');
}

type Input = z.output<typeof AiSettingsInputSchema>;

/**
 * PUT /cms/course-ai/settings: the endpoint, the model, the sealed key (blank keeps the stored one) and the language
 * default; `enabled` is the organisation's ai_course flag, which shows the AI course screens. Base URL and model blank
 * means no endpoint: the flag is saved alone and a stored endpoint (with its key) is removed (decision 0117).
 */
export async function saveAiSettings({ db, organizationId, userId, input }: { db: DbOrTx; organizationId: number; userId: number; input: Input }) {
  const baseUrl = input.base_url ? checkBaseUrl(input.base_url) : null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(courseAiSettings).where(eq(courseAiSettings.organizationId, organizationId)).for('update');
    if (before && input.updated_at && new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
    let after: CourseAiSettingsRow | undefined;
    if (baseUrl) {
      // A key-less endpoint (a local Ollama) is allowed: an empty key is stored as none.
      const apiKeySealed = input.api_key ? await sealKey(tx, organizationId, input.api_key) : (before?.apiKeySealed ?? null);
      const values = { baseUrl, model: input.model, apiKeySealed, language: input.language, updatedBy: userId, updatedAt: new Date() };
      [after] = await tx
        .insert(courseAiSettings)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({ target: courseAiSettings.organizationId, set: values })
        .returning();
    } else if (before) {
      await tx.delete(courseAiSettings).where(eq(courseAiSettings.organizationId, organizationId));
    }
    await tx
      .update(organizations)
      .set({ features: sql`${organizations.features} || ${JSON.stringify({ ai_course: input.enabled })}::jsonb`, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId));
    const snap = (r: CourseAiSettingsRow | undefined) =>
      r ? { base_url: r.baseUrl, model: r.model, language: r.language, has_api_key: Boolean(r.apiKeySealed) } : null;
    await writeAudit(tx, {
      organizationId,
      userId,
      action: after ? (before ? 'update' : 'create') : before ? 'delete' : 'update',
      entity: 'course-ai-settings',
      entityId: organizationId,
      before: snap(before),
      after: { ...snap(after), enabled: input.enabled, key_replaced: Boolean(after && input.api_key) },
    });
    return { updated_at: after ? after.updatedAt.toISOString() : null };
  });
}

export interface AiEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  language: 'english' | 'bahasa';
}

/** The organisation's endpoint, or the plain "not configured" answer (409) that the screens also show. */
export async function endpointOf(db: DbOrTx, organizationId: number): Promise<AiEndpoint> {
  const row = await loadRow(db, organizationId);
  if (!row) throw new AppError('CONFLICT', M.notConfigured, { title: M.notConfiguredTitle });
  const apiKey = row.apiKeySealed ? await openKey(db, organizationId, row.apiKeySealed) : null;
  return { baseUrl: row.baseUrl, model: row.model, apiKey, language: row.language };
}
