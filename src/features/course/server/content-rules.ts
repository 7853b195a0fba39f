import type { z } from 'zod';
import { refuseInapplicable, type ContentSettings } from '@/lib/content-settings';
import { contentTypeIn } from '@/lib/content-types';
import { courseMessages as M } from '../messages';
import { courseContentTypes } from './content-sources';

interface ContentStep {
  restricted: boolean;
  sections: { contents: { content_type: string; settings: ContentSettings }[] }[];
}

/**
 * The server's refinement of step 2 (the dispatcher parses the body with it, so every refusal comes in one answer with
 * the schema's own): each content is of a type the course lists, of one restricted mode allows when it is on, and
 * carries only the conditions its type takes. The types are the areas' declarations (docs/decisions/0098, 0107).
 */
export async function refineContentStep(step: ContentStep, ctx: z.RefinementCtx): Promise<void> {
  const types = await courseContentTypes();
  const allowed = types.filter((t) => t.restricted).map((t) => t.label);
  step.sections.forEach((s, si) =>
    s.contents.forEach((c, ci) => {
      const path = ['sections', si, 'contents', ci];
      const type = contentTypeIn(types, c.content_type);
      if (!type) return ctx.addIssue({ code: 'custom', path: [...path, 'content_type'], message: M.contentTypeUnknown });
      if (step.restricted && !type.restricted) ctx.addIssue({ code: 'custom', path: [...path, 'content_type'], message: M.restrictedOnly(allowed) });
      refuseInapplicable(ctx, type, c.settings, path);
    }),
  );
}
