import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake endpoint saw of one request: the path, the headers that carry a key, and the JSON body. */
export interface SeenRequest {
  path: string;
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string; json_schema?: { name: string; strict: boolean } } };
}

export type FakeMode = 'good' | 'garbage' | 'error';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/** A plausible outline: as many sections as the prompt asks for, two contents each. */
function outline(user: string) {
  const count = Number(/exactly (\d+)/.exec(user)?.[1] ?? 2);
  const topic = /about: (.*)/.exec(user)?.[1] ?? 'Topic';
  return {
    title: `Mastering ${topic}`,
    description: `A practical course on ${topic}.\n\nWith exercises.`,
    sections: Array.from({ length: count }, (_, i) => ({
      title: `Part ${i + 1}`,
      summary: `What part ${i + 1} covers.`,
      contents: [
        { type: 'pdf', title: `Reading ${i + 1}` },
        { type: 'multiple_choice', title: `Check ${i + 1}` },
      ],
    })),
  };
}

/** The contents the prompt lists ("1. type: title"), each with a text and, for practice types, a question. */
function sectionContents(user: string) {
  const asked = [...user.matchAll(/^\d+\. ([a-z_]+): (.*)$/gm)].map((m) => ({ type: m[1], title: m[2] }));
  return {
    contents: asked.map((c) => ({
      type: c.type,
      title: `${c.title} (model title)`,
      text: `Generated text for ${c.title}.`,
      items: c.type === 'pdf' ? [] : [{ prompt: `A question about ${c.title}?`, answer: 'B', options: ['A', 'B', 'C'] }],
    })),
  };
}

/**
 * A local HTTP server answering as an OpenAI-compatible `POST /v1/chat/completions` does (docs/decisions/0091):
 * 'good' answers the JSON the prompt asks for, 'garbage' answers prose, 'error' answers 500.
 */
export async function startFakeOpenAi(mode: FakeMode): Promise<{ baseUrl: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await read(req);
    const body = JSON.parse(raw || '{}') as SeenRequest['body'];
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"The server had an error while processing your request."}}');
      return;
    }
    const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
    const name = body.response_format?.json_schema?.name;
    const content =
      mode === 'garbage'
        ? 'Sure! Here is a great course outline: 1. Intro 2. More'
        : JSON.stringify(name === 'course_outline' ? outline(user) : name === 'section_contents' ? sectionContents(user) : 'OK');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  };
  // A failure the answer did not expect is a 500 to the client under test, not an unhandled rejection.
  const server: Server = createServer((req, res) => {
    answer(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
