import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, callApi, compact, joinMessages, navigation, toErrorInfo } from './fetcher';

/** fetch as the tests answer it: a mocked implementation is async, so the type says so. */
type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** The ApiError a call rejects with (fails the test when it resolves). */
function failure(p: Promise<unknown>): Promise<ApiError> {
  return p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: ApiError) => e,
  );
}

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('fetcher', () => {
  let fetchMock: FetchMock;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('removes empty, null and undefined values from the query and the body', async () => {
    fetchMock.mockImplementation(async () => reply(200, { success: true, message: 'ok', data: { id: 1 } }));
    await callApi('/api/cms/v4/quizzes', { query: { page: 1, keyword: '', questionType: null, start: undefined, ids: [], zero: 0 } });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/cms/v4/quizzes?page=1&zero=0');

    await callApi('/api/badges', { method: 'POST', body: { file_url: 'https://x/y.png', title: '', note: null, flag: false } });
    const init = fetchMock.mock.calls[1][1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ file_url: 'https://x/y.png', flag: false });
  });

  it('leaves multipart bodies alone', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok', data: { full_path: '/f.png' } }));
    const form = new FormData();
    form.append('folder', 'image');
    await callApi('/api/storage/upload', { method: 'POST', body: form });
    expect((fetchMock.mock.calls[0][1] as RequestInit).body).toBe(form);
  });

  it('unwraps data and keeps the envelope message', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'Quiz deleted', data: null }));
    const env = await callApi('/api/cms/v4/quizzes/3', { method: 'DELETE' });
    expect(env.message).toBe('Quiz deleted');
  });

  it('turns an error envelope into an ApiError titled by `error` with the messages joined', async () => {
    fetchMock.mockResolvedValue(
      reply(400, { success: false, error: 'Validation Error', message: [{ message: 'Title is required' }, { message: 'Description is required' }] }),
    );
    const err = await failure(callApi('/api/cms/v4/quizzes', { method: 'POST', body: {} }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.title).toBe('Validation Error');
    expect(err.message).toBe('Title is required, Description is required');
    expect(err.fields).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it("defaults the title to 'Error' and treats success:false with status 200 as a failure", async () => {
    fetchMock.mockResolvedValue(reply(200, { success: false, message: 'Failed to edit quiz' }));
    const err = await failure(callApi('/api/x'));
    expect(err.title).toBe('Error');
    expect(err.message).toBe('Failed to edit quiz');
  });

  it('sends the user to /pages/login on 401', async () => {
    fetchMock.mockResolvedValue(reply(401, { success: false, error: 'Unauthorized', message: 'Please sign in to continue.' }));
    const err = await failure(callApi('/api/x'));
    expect(assign).toHaveBeenCalledWith('/pages/login');
    expect(err.redirecting).toBe(true);
  });

  it("sends the user to /pages/login on the message 'Expired token'", async () => {
    fetchMock.mockResolvedValue(reply(403, { success: false, error: 'Forbidden', message: 'Expired token' }));
    await callApi('/api/x').catch(() => {});
    expect(assign).toHaveBeenCalledWith('/pages/login');
  });

  it("takes the endpoint's own path, /api included, and refuses any other", async () => {
    fetchMock.mockImplementation(async () => reply(200, { success: true, message: 'ok', data: null }));
    await callApi('/api/cms/presences/7');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/cms/presences/7');
    await expect(callApi('/cms/presences/7')).rejects.toThrow('Not an API path');
    await expect(callApi('/api')).rejects.toThrow('Not an API path');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports network failures as an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const err = await failure(callApi('/api/x'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
  });
});

describe('helpers', () => {
  it('compact keeps 0 and false', () => {
    expect(compact({ a: 0, b: false, c: '', d: null, e: undefined, f: 'x' })).toEqual({ a: 0, b: false, f: 'x' });
  });
  it('joinMessages joins lists with a comma and a space', () => {
    expect(joinMessages([{ message: 'a' }, { message: 'b' }])).toBe('a, b');
    expect(joinMessages('plain')).toBe('plain');
    expect(joinMessages(undefined)).toBe('');
  });
  it('toErrorInfo prefers the server text and falls back', () => {
    expect(toErrorInfo(new ApiError({ status: 400, title: 'Failed', message: 'x' }))).toEqual({ title: 'Failed', message: 'x' });
    expect(toErrorInfo(new Error('boom'), 'Failed get quizzes')).toEqual({ title: 'Error', message: 'Failed get quizzes' });
    expect(toErrorInfo(new ApiError({ status: 500, message: '' }), 'Failed get quizzes')).toEqual({ title: 'Error', message: 'Failed get quizzes' });
    expect(toErrorInfo(new ApiError({ status: 500, message: 'Server says' }), 'Failed get quizzes').message).toBe('Server says');
  });
});
