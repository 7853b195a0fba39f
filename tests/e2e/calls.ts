// JSON calls an end-to-end test makes as its signed-in page (the fixtures' data it needs beside the screens).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Answers are read loosely; each test asserts the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export type Call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => Promise<Loose>;

/** Calls as the signed-in page, from its own origin (the cross-site rule): a failed call fails the test; answers `data`. */
export function caller(page: Page): Call {
  const origin = new URL(page.url()).origin;
  return async (method, path, data) => {
    const res = await page.request.fetch(path, { method, data, headers: { origin, 'content-type': 'application/json' } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
}

/** A new draft course in the organisation's first category: its id. */
export async function newCourse(call: Call, title: string, over: Record<string, unknown> = {}): Promise<number> {
  const categoryId = (await call('GET', '/api/categories?page_size=1')).results[0].id as number;
  const { id } = await call('POST', '/api/cms/v2/course-general', {
    title,
    description: '<p>Made by the end-to-end test.</p>',
    category_id: categoryId,
    level: 'fundamental',
    thumbnail_default: 1,
    thumbnail_file_id: null,
    status: 'draft',
    confidentiality: 'private',
    provider_id: null,
    instructional_model: null,
    ...over,
  });
  return id as number;
}
