// The zod schemas of the learner site's pages, made from the section declarations (site-sections.ts): the editor
// validates with them as it types, the server parses with the same ones (docs/decisions/0136).
import { z } from 'zod';
import { requiredText, optionalText, idRef } from '@/lib/field-schemas';
import { brandingMessages as M, sitePageMessages as P } from './messages';
import type { FieldDef, SectionDef } from './site-sections';

/** A link the learner site follows: https:// or http:// with a host, or a path of the site itself. */
const isLink = (v: string) => {
  if (v.startsWith('/')) return !v.startsWith('//') && !/\s/.test(v);
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A picture uploaded to the console (/api/storage/files/…) or one it ships; '' is none. */
const IMAGE = /^\/[\w./-]+$/;

function fieldSchema(f: FieldDef): z.ZodType {
  const max = f.max ?? 300;
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return f.required ? requiredText(M, f.label, max) : optionalText(M, f.label, max, { trim: true });
    case 'link': {
      const base = z.string().trim().max(max, M.tooLong(f.label, max));
      return (f.required ? base.min(1, M.required(f.label)) : base.default('')).refine((v) => v === '' || isLink(v), P.linkInvalid(f.label));
    }
    case 'image': {
      const base = z
        .string()
        .max(500)
        .refine((v) => v === '' || (IMAGE.test(v) && !v.includes('..')), M.imageNotOwn(f.label));
      return f.required ? base.min(1, M.required(f.label)) : base.default('');
    }
    case 'number': {
      const [min, top] = [f.min ?? 0, f.max ?? 100];
      return z.coerce
        .number({ error: P.numberRange(f.label, min, top) })
        .int(P.numberRange(f.label, min, top))
        .min(min, P.numberRange(f.label, min, top))
        .max(top, P.numberRange(f.label, min, top));
    }
    case 'select':
      return z.enum((f.options ?? []).map(([v]) => v) as [string, ...string[]], { error: P.optionInvalid(f.label) });
    case 'categories':
      return z.array(idRef).max(20).default([]);
  }
}

const objectOf = (fields: FieldDef[]) => Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));

const cache = new Map<SectionDef, z.ZodObject>();

/** One section's values: its visibility switch, its fields and its ordered items (stable ids, at most `max`). */
export function sectionSchema(section: SectionDef): z.ZodObject {
  let schema = cache.get(section);
  if (!schema) {
    const items = section.items;
    schema = z.object({
      visible: z.boolean(),
      ...objectOf(section.fields),
      ...(items
        ? {
            items: z.array(z.object({ id: z.string().regex(/^[\w-]{1,40}$/), ...objectOf(items.fields) })).max(items.max, P.tooMany(items.noun, items.max)),
          }
        : {}),
    });
    cache.set(section, schema);
  }
  return schema;
}

export const SitePageParamsSchema = z.object({ section: z.string().max(40) });
export const VersionParamsSchema = z.object({ version: idRef });

/** PUT …/sections/{section}: the section's values (checked against its own schema by the use case) and the draft's stamp. */
export const SaveSectionSchema = z.object({
  content: z.record(z.string(), z.unknown()),
  /** Empty for a page never saved (the client leaves an empty value out). */
  updated_at: z.string().max(40).default(''),
});
export const PublishSchema = z.object({ updated_at: z.string().max(40).default('') });

const SitePageVersionSchema = z.object({
  version: z.number(),
  published_at: z.string(),
  published_by: z.string().nullable(),
});

export const SitePageSchema = z.object({
  page: z.enum(['landing', 'home', 'login']),
  draft: z.record(z.string(), z.record(z.string(), z.unknown())),
  updated_at: z.string(),
  published_version: z.number().nullable(),
  published_at: z.string().nullable(),
  /** The draft differs from what the learner site shows. */
  unpublished_changes: z.boolean(),
  versions: z.array(SitePageVersionSchema),
});
export type SitePage = z.infer<typeof SitePageSchema>;

export const SectionSavedSchema = z.object({ changed: z.boolean(), updated_at: z.string() });
export const PublishedSchema = z.object({ version: z.number(), updated_at: z.string() });

/** The learner site's read: the published sections, images absolute; `null` sections are hidden ones left out. */
export const PublicSitePageSchema = z.object({
  org_code: z.string(),
  page: z.enum(['landing', 'home', 'login']),
  version: z.number().nullable(),
  published_at: z.string().nullable(),
  sections: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type PublicSitePage = z.infer<typeof PublicSitePageSchema>;
