import type { z } from 'zod';
import { aiMessages as M } from '../messages';
import type { AiEndpoint } from './settings';

const TIMEOUT_MS = () => Number(process.env.AI_TIMEOUT_MS ?? 120_000);
const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Azure OpenAI takes its key in `api-key`; every other OpenAI-compatible server in `Authorization: Bearer`. */
function headersFor(endpoint: AiEndpoint): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (!endpoint.apiKey) return headers;
  if (/\.azure\.com$/i.test(new URL(endpoint.baseUrl).hostname)) headers['api-key'] = endpoint.apiKey;
  else headers.authorization = `Bearer ${endpoint.apiKey}`;
  return headers;
}

async function post(endpoint: AiEndpoint, body: Record<string, unknown>): Promise<Response> {
  try {
    return await fetch(`${endpoint.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: headersFor(endpoint),
      body: JSON.stringify({ model: endpoint.model, ...body }),
      signal: AbortSignal.timeout(TIMEOUT_MS()),
      redirect: 'error',
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    throw new Error(M.endpointUnreachable(cause ?? (err instanceof Error ? err.message : String(err))));
  }
}

/** The JSON object inside a message, also when a model wraps it in a ```json fence. */
function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  try {
    return JSON.parse((fenced ? fenced[1] : content).trim());
  } catch {
    throw new Error(M.notJson);
  }
}

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
    .join('; ');

/**
 * One chat completion answered as JSON of `schema` (docs/decisions/0091): the request asks for strict JSON-schema
 * output (a server that refuses `response_format: json_schema` is asked again with `json_object`), and the answer is
 * parsed with the zod schema. Any other answer throws a sentence the job keeps as its error (and the runner retries).
 */
export async function completeJson<S extends z.ZodType>(
  endpoint: AiEndpoint,
  options: { system: string; user: string; name: string; jsonSchema: Record<string, unknown>; schema: S },
): Promise<z.output<S>> {
  const messages = [
    { role: 'system', content: options.system },
    { role: 'user', content: options.user },
  ];
  const strict = { type: 'json_schema', json_schema: { name: options.name, strict: true, schema: options.jsonSchema } };
  let res = await post(endpoint, { messages, temperature: 0.4, response_format: strict });
  if (res.status === 400) {
    const text = await res.text();
    if (!/response_format|json_schema/i.test(text)) throw new Error(M.endpointStatus(400, snippet(text)));
    res = await post(endpoint, { messages, temperature: 0.4, response_format: { type: 'json_object' } });
  }
  if (!res.ok) throw new Error(M.endpointStatus(res.status, snippet(await res.text())));
  let answer: { choices?: { message?: { content?: unknown } }[] };
  try {
    answer = (await res.json()) as typeof answer;
  } catch {
    throw new Error(M.notJson);
  }
  const content = answer?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error(M.endpointEmpty);
  const parsed = options.schema.safeParse(jsonOf(content));
  if (!parsed.success) throw new Error(M.wrongShape(issuesOf(parsed.error)));
  return parsed.data;
}

/** Test connection: a one-word completion, so the model name and the key are both checked. */
export async function pingEndpoint(endpoint: AiEndpoint): Promise<string> {
  const res = await post(endpoint, { messages: [{ role: 'user', content: 'Answer with the word OK.' }], max_tokens: 5 });
  if (!res.ok) throw new Error(M.endpointStatus(res.status, snippet(await res.text())));
  const answer = (await res.json().catch(() => null)) as { model?: string; choices?: unknown[] } | null;
  if (!answer?.choices) throw new Error(M.endpointEmpty);
  return answer.model ?? endpoint.model;
}
