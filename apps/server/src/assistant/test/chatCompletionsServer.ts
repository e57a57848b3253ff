import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake model received: the chat-completions body and the headers. */
export interface CompletionRequest {
  readonly headers: IncomingHttpHeaders;
  readonly body: {
    model: string;
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; description?: string; parameters: unknown } }[];
  };
}

/** What the fake model answers: a status and a JSON body, or nothing at all (it hangs). */
export type CompletionAnswer = { status: number; body: unknown } | 'hang';

export interface ChatCompletionsServer {
  /** The base URL to configure (LLM_BASE_URL), ending in /v1. */
  readonly baseUrl: string;
  readonly requests: CompletionRequest[];
  /** What to answer each request with (the test sets it). */
  answer: (request: CompletionRequest) => CompletionAnswer;
  close(): Promise<void>;
}

/** A chat completion whose message has `content`, as an OpenAI-compatible server sends it. */
export function completion(content: string): CompletionAnswer {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** A chat completion in which the model calls `name` with `args`. */
export function toolCall(id: string, name: string, args: Record<string, unknown>): CompletionAnswer {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/**
 * A local OpenAI-compatible chat-completions server over real HTTP: the boundary the assistant's model
 * sits behind, played by the test. POST /v1/chat/completions only; a hanging answer is released when the
 * server closes.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const requests: CompletionRequest[] = [];
  const hanging = new Set<() => void>();
  const state: Pick<ChatCompletionsServer, 'answer'> = { answer: () => completion('Hello.') };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      const received: CompletionRequest = {
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as CompletionRequest['body'],
      };
      requests.push(received);
      const answer = state.answer(received);
      if (answer === 'hang') {
        const release = () => response.destroy();
        hanging.add(release);
        response.on('close', () => hanging.delete(release));
        return;
      }
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get answer() {
      return state.answer;
    },
    set answer(answer) {
      state.answer = answer;
    },
    async close() {
      for (const release of hanging) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
