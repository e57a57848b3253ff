import Fastify, { type FastifyInstance } from 'fastify';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED_MESSAGE } from '../errors/signInRequired.ts';
import { startLatencyProxy, type LatencyProxy } from '../test/latencyProxy.ts';
import {
  jsonWithLongString,
  uploadBody,
  uploadWithFetch,
  uploadWithNodeHttp,
  type Framing,
  type Upload,
  type UploadBody,
} from '../test/uploadTestKit.ts';
import { signUp, startTextTestServer, type TestServer } from '../text/test/textTestKit.ts';
import { answerAfterRequestBody } from './answerAfterRequestBody.ts';
import { installErrorHandler } from './errorHandler.ts';

// Issue 13: a body over a route's limit was refused with a close while the client still sent it, and a
// client got EPIPE or a reset instead of the 413. Every refusal must now be read by the client, in the
// error shape of its API, and the server must go on serving. On loopback undici mostly reads the answer
// before the reset arrives; the path with latency (test/latencyProxy.ts) is where fetch met the reset,
// and node:http met EPIPE sending 12 MB. Timeouts are generous (12 MB per request on a busy machine);
// nothing asserts a duration.

const UPLOAD_TIMEOUT_MS = 120_000;
const SIZES = [3_000_000, 12_000_000];
const FRAMINGS: Framing[] = ['content-length', 'chunked'];
const MiB = 1024 * 1024;

const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large.' };
const TOO_LARGE_KRATOS = {
  error: expect.objectContaining({
    code: 413,
    status: 'Payload Too Large',
    reason: 'The request body is too large.',
  }) as unknown,
};
const SIGN_IN_FIRST = { statusCode: 401, error: 'Unauthorized', message: SIGN_IN_REQUIRED_MESSAGE };

let server: TestServer;
let farAway: LatencyProxy;
let sessionCookie: string;
let loginFlowId: string;
let registrationFlowId: string;

beforeAll(async () => {
  server = await startTextTestServer();
  farAway = await startLatencyProxy(server.url);
  const user = await signUp(server, { verified: false });
  sessionCookie = user.browser
    .cookieNames()
    .map((name) => `${name}=${user.browser.cookie(name) ?? ''}`)
    .join('; ');
  loginFlowId = await startFlow('login');
  registrationFlowId = await startFlow('registration');
});

afterAll(async () => {
  await farAway.close();
  await server.close();
});

async function startFlow(name: 'login' | 'registration'): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/self-service/${name}/browser`, {
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

interface Endpoint {
  /** What is too large, as the test's name says it. */
  what: string;
  path: () => string;
  body: (size: number) => UploadBody;
  signedIn: boolean;
  status: number;
  answer: unknown;
}

const ENDPOINTS: Endpoint[] = [
  {
    what: "a guide's name (POST /api/text/tones-of-voice)",
    path: () => '/api/text/tones-of-voice',
    body: (size) => jsonWithLongString({ rules: [] }, 'name', size),
    signedIn: true,
    status: 413,
    answer: TOO_LARGE,
  },
  {
    what: "a glossary's terms (POST /api/text/glossaries)",
    path: () => '/api/text/glossaries',
    body: (size) => uploadBody('application/json', '{"name":"Terms","terms":[{"term":"', size, '"}]}'),
    signedIn: true,
    status: 413,
    answer: TOO_LARGE,
  },
  {
    what: 'a share code (POST /api/text/shared/tones-of-voice)',
    path: () => '/api/text/shared/tones-of-voice',
    body: (size) => jsonWithLongString({}, 'code', size),
    signedIn: true,
    status: 413,
    answer: TOO_LARGE,
  },
  {
    what: 'a text to check (POST /api/text/match, its own limit)',
    path: () => '/api/text/match',
    body: (size) =>
      jsonWithLongString({ toneOfVoiceId: '00000000-0000-4000-8000-000000000000' }, 'text', size),
    signedIn: true,
    status: 413,
    answer: TOO_LARGE,
  },
  {
    what: 'a login (JSON, POST /api/auth/self-service/login, in Kratos’s shape)',
    path: () => `/api/auth/self-service/login?flow=${loginFlowId}`,
    body: (size) => jsonWithLongString({ method: 'password', password: 'x' }, 'identifier', size),
    signedIn: false,
    status: 413,
    answer: TOO_LARGE_KRATOS,
  },
  {
    what: 'a registration form (url-encoded, POST /api/auth/self-service/registration)',
    path: () => `/api/auth/self-service/registration?flow=${registrationFlowId}`,
    body: (size) =>
      uploadBody('application/x-www-form-urlencoded', 'method=password&traits.email=', size, ''),
    signedIn: false,
    status: 413,
    answer: TOO_LARGE_KRATOS,
  },
  {
    // The sign-in is checked before the body is read: the answer is the 401, and it must be read too.
    what: 'a guide sent without a session (401 before the body is read)',
    path: () => '/api/text/tones-of-voice',
    body: (size) => jsonWithLongString({ rules: [] }, 'name', size),
    signedIn: false,
    status: 401,
    answer: SIGN_IN_FIRST,
  },
];

function uploadTo(endpoint: Endpoint, size: number, framing: Framing, origin = server.url): Upload {
  return {
    url: `${origin}${endpoint.path()}`,
    body: endpoint.body(size),
    framing,
    headers: endpoint.signedIn ? { cookie: sessionCookie } : {},
  };
}

/** The status of GET `url` on a connection of its own (none a refused upload left behind). */
function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
}

async function expectServerStillServes(): Promise<void> {
  expect(await statusOnNewConnection(`${server.url}/api/health`)).toBe(200);
  const guides = await fetch(`${server.url}/api/text/tones-of-voice`, { headers: { cookie: sessionCookie } });
  expect(guides.status).toBe(200);
}

const CASES = SIZES.flatMap((size) => FRAMINGS.map((framing) => ({ size, framing })));

describe.each(ENDPOINTS)('a body too large: $what', (endpoint) => {
  it.each(CASES)(
    'is answered to fetch (undici), $size bytes with $framing',
    async ({ size, framing }) => {
      const answer = await uploadWithFetch(uploadTo(endpoint, size, framing));
      expect(answer.status).toBe(endpoint.status);
      expect(answer.body).toEqual(endpoint.answer);
      await expectServerStillServes();
    },
    UPLOAD_TIMEOUT_MS,
  );

  it.each(CASES)(
    'is answered to fetch across a path with latency, $size bytes with $framing',
    async ({ size, framing }) => {
      const answer = await uploadWithFetch(uploadTo(endpoint, size, framing, farAway.url));
      expect(answer.status).toBe(endpoint.status);
      expect(answer.body).toEqual(endpoint.answer);
      await expectServerStillServes();
    },
    UPLOAD_TIMEOUT_MS,
  );

  it.each(CASES)(
    'is answered to node:http after the whole body went out, $size bytes with $framing',
    async ({ size, framing }) => {
      const upload = uploadTo(endpoint, size, framing);
      const outcome = await uploadWithNodeHttp(upload);
      // No EPIPE or reset: the client could send everything, then read the answer in full.
      expect(outcome).toEqual({
        bodySent: true,
        bytesWritten: upload.body.length,
        status: endpoint.status,
        body: endpoint.answer,
        errorCode: undefined,
      });
      await expectServerStillServes();
    },
    UPLOAD_TIMEOUT_MS,
  );
});

describe('a body beyond the drain bound', () => {
  // Far more than the server reads to throw away (32 MiB), made on demand by the client. Declared with
  // Content-Length, the server reads none of it; chunked, it reads up to the bound and stops.
  const FAR_BEYOND = 256 * MiB;

  it.each(FRAMINGS)(
    'is cut off: the client cannot send it all and meets EPIPE or a reset, perhaps after the 413 (%s)',
    async (framing) => {
      const upload: Upload = {
        url: `${server.url}/api/text/tones-of-voice`,
        body: jsonWithLongString({ rules: [] }, 'name', FAR_BEYOND),
        framing,
        headers: { cookie: sessionCookie },
      };
      const outcome = await uploadWithNodeHttp(upload);
      expect(outcome.bodySent).toBe(false);
      // The server stopped reading at the bound: what went out is at most the bound plus what the two
      // kernels' buffers held, far from the whole body.
      expect(outcome.bytesWritten).toBeLessThan(FAR_BEYOND / 2);
      expect(['EPIPE', 'ECONNRESET']).toContain(outcome.errorCode);
      // Whether the client reads the 413 before it meets the reset is a race (here: mostly yes with
      // Content-Length, mostly no when chunked); when it does, the answer is ours.
      if (outcome.status !== undefined) expect(outcome).toMatchObject({ status: 413, body: TOO_LARGE });
      await expectServerStillServes();
    },
    UPLOAD_TIMEOUT_MS,
  );
});

describe('a route with its own raw body parser (like the profile picture upload: image/*, 5 MB)', () => {
  const IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 2 * MiB });
    installErrorHandler(app);
    answerAfterRequestBody(app);
    app.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: IMAGE_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.put('/profile-picture', async (request) => ({ bytes: (request.body as Buffer).length }));
    url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/profile-picture`;
  });

  afterAll(async () => {
    await app.close();
  });

  const image = (size: number): UploadBody => uploadBody('image/png', '', size, '');

  it.each(FRAMINGS)(
    'gets the same clean 413 for 12 MB (%s), and takes an image within its limit',
    async (framing) => {
      const tooLarge = await uploadWithNodeHttp({ url, method: 'PUT', body: image(12_000_000), framing });
      expect(tooLarge).toMatchObject({ bodySent: true, status: 413, body: TOO_LARGE, errorCode: undefined });
      const viaFetch = await uploadWithFetch({ url, method: 'PUT', body: image(12_000_000), framing });
      expect(viaFetch).toMatchObject({ status: 413, body: TOO_LARGE });
      const fits = await uploadWithFetch({ url, method: 'PUT', body: image(4_000_000), framing });
      expect(fits).toMatchObject({ status: 200, body: { bytes: 4_000_000 } });
    },
    UPLOAD_TIMEOUT_MS,
  );
});
