import { z } from 'zod';
import { OrgCodeSchema } from '@/lib/org-code';

export const LoginInputSchema = z.strictObject({
  /** Email or NIK. */
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
  org_code: OrgCodeSchema,
  /** Where a page sign-in returns to (form posts only); relative paths only. */
  redirect: z.string().max(500).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.strictObject({
  full_name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z.email('Email is not valid').max(254),
  password: z.string().min(10, 'Password must be at least 10 characters').max(200),
  nik: z.string().trim().max(40).optional(),
  position: z.string().trim().max(120).optional(),
  phone: z.string().trim().max(40).optional(),
  org_code: OrgCodeSchema,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const VerificationInputSchema = z.strictObject({ token: z.string().min(10).max(200) });

const LocalUserSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  posisi: z.string().nullable(),
  picture: z.string().nullable(),
  display_name: z.string(),
  role: z.enum(['admin', 'editor']),
  programs: z.array(z.object({ id: z.number(), title: z.string() })),
});

export const LoginResultSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expired_at: z.string(),
  acl: z.record(z.string(), z.boolean()),
  user: LocalUserSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * A relative in-app path to return to after sign-in; anything else falls back to the dashboard. The target is
 * resolved as a browser would (which drops tabs and newlines, and reads '\' as '/'), and only a path on this
 * origin is kept, rebuilt from its own parts: '/\t/evil.example' cannot become '//evil.example'.
 */
export function safeRedirect(target: string | null | undefined): string {
  const fallback = '/dashboard';
  if (!target || !target.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const base = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = url.pathname;
  if (path.startsWith('//') || path.startsWith('/api/') || path.startsWith('/pages/')) return fallback;
  return `${path}${url.search}${url.hash}`;
}
