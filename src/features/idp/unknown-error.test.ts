import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { tabApis } from './api';
import { unknownIfNoResponse } from './unknown-error';

// Spec 002 §8: an IDP template update without a response is 'Unknown error' / 'An unknown error occurred', and the
// failure is passed on; an answer the server gave keeps its own title and message.
const update = () =>
  createClient(tabApis.formal)
    .update({ params: { id: 5 }, body: { title: 'T', description: '', topics: [] } })
    .catch((err: unknown) => {
      throw unknownIfNoResponse(err);
    });

afterEach(() => vi.unstubAllGlobals());

describe('an IDP template update without a response', () => {
  it('is Unknown error when the connection fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(update()).rejects.toMatchObject({ title: 'Unknown error', message: 'An unknown error occurred' });
  });

  it('is Unknown error when the answer is not the envelope (an empty body)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 200 })));
    await expect(update()).rejects.toMatchObject({ title: 'Unknown error', message: 'An unknown error occurred' });
  });

  it('keeps an answer the server gave', async () => {
    const body = JSON.stringify({ success: false, error: 'Not Found', message: 'The requested item was not found.' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 404, headers: { 'content-type': 'application/json' } })));
    const err = await update().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, title: 'Not Found', message: 'The requested item was not found.' });
  });
});
