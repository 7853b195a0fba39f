import type { z } from 'zod';
import { refuseInapplicable, type ContentSettings } from '@/lib/content-settings';
import { contentTypeIn } from '@/lib/content-types';
import { classroomMessages as M } from '../messages';
import { classroomContentTypes } from './content-registry';

/**
 * The server's refinement of the steps that place contents (the dispatcher parses their bodies with it, so every
 * refusal comes in one answer with the schema's own): each content is of a type a classroom holds, and a session's
 * content carries only the conditions its type takes. The types are the areas' declarations (docs/decisions/0098, 0107).
 */
async function refineContents(items: { at: PropertyKey[]; type: string; settings?: ContentSettings }[], ctx: z.RefinementCtx): Promise<void> {
  const types = await classroomContentTypes();
  for (const item of items) {
    const type = contentTypeIn(types, item.type);
    if (!type?.available) ctx.addIssue({ code: 'custom', path: [...item.at, 'type'], message: M.contentTypeUnknown });
    else if (item.settings) refuseInapplicable(ctx, type, item.settings, item.at);
  }
}

/** Step 2: the sessions' contents and their conditions. */
export const refineSessionContents = (step: { sessions: { contents: { type: string; settings: ContentSettings }[] }[] }, ctx: z.RefinementCtx) =>
  refineContents(
    step.sessions.flatMap((s, si) => s.contents.map((c, ci) => ({ at: ['sessions', si, 'contents', ci], type: c.type, settings: c.settings }))),
    ctx,
  );

/** Step 3: a batch's own contents (their conditions stay as their placement holds them). */
export const refineBatchContents = (batch: { content: { type: string }[] }, ctx: z.RefinementCtx) =>
  refineContents(
    batch.content.map((c, i) => ({ at: ['content', i], type: c.type })),
    ctx,
  );
