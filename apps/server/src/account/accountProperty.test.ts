import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_CODES, PRIORITY_CODES } from '@wtt/contract';
import { sendAnything } from '../test/apiCall.ts';
import { nastyText } from '../test/nastyText.ts';
import { signUp, startTextTestServer, type TestServer, type TextClient } from '../text/test/textTestKit.ts';
import { levelChanged } from './notifications/notices.ts';
import { notify } from './notifications/notify.ts';

let server: TestServer;
let user: TextClient;
let other: TextClient;
const knownIds: string[] = [];

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
  other = await signUp(server);
  const change = levelChanged({ level: 'NONE', trial: false }, { level: 'PREMIUM', trial: false });
  for (const owner of [user, other]) {
    await notify(server.db, owner.identityId, change);
    const listed = await owner.callAccount('GET', '/notifications');
    knownIds.push(...(listed.body.notifications as { id: string }[]).map((notification) => notification.id));
  }
});

afterAll(async () => {
  await server.close();
});

const anyValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Profile-shaped bodies (valid ones too, so the property walks the write path), read-only fields, anything. */
const profileBody = fc.oneof(
  fc.record(
    {
      firstName: fc.oneof(fc.string({ maxLength: 100 }), anyValue),
      lastName: fc.oneof(fc.string({ maxLength: 100 }), anyValue),
      companySize: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constant(null), anyValue),
      positionCode: fc.oneof(fc.constantFrom(...POSITION_CODES, null), anyValue),
      positionText: fc.oneof(fc.string({ maxLength: 200 }), anyValue),
      priorityCode: fc.oneof(fc.constantFrom(...PRIORITY_CODES, null), anyValue),
      priorityText: fc.oneof(fc.string({ maxLength: 200 }), anyValue),
      aiAssistantPersonality: fc.oneof(fc.constantFrom(0, 1, 2), anyValue),
      accountLevel: fc.constantFrom('ENTERPRISE', 'NONE'),
      email: nastyText,
      trialPeriodEndDate: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(nastyText, anyValue, { maxKeys: 4 }),
);
const settingsBody = fc.record(
  {
    enableNewsletter: fc.oneof(fc.boolean(), anyValue),
    enableNonEssentialEmails: fc.oneof(fc.boolean(), anyValue),
    enableNonEssentialNotifications: fc.oneof(fc.boolean(), anyValue),
  },
  { requiredKeys: [] },
);
/** The generators that name ids, built once beforeAll made the notifications (own and another user's). */
function generators() {
  const idValue = fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), nastyText);
  const notificationBody = fc.record(
    {
      action: fc.oneof(fc.constantFrom('acknowledge', 'acknowledgeAll'), nastyText),
      notificationId: idValue,
    },
    { requiredKeys: [] },
  );
  // Never the user's own address: a close that worked would turn every later call into a 403.
  const closeBody = fc.record({ confirm: fc.oneof(nastyText, anyValue) }, { requiredKeys: [] });
  const payload = fc.oneof(
    profileBody,
    settingsBody,
    notificationBody,
    closeBody,
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(undefined, 'not json', '{"a":', '{"__proto__":{"x":1}}', '[]', 'null'),
  );
  const idSegment = fc.oneof(
    fc.uuid(),
    fc.string().map(encodeURIComponent),
    fc.constantFrom('', '0', '%00', '..', 'null', ...knownIds),
  );
  const path = fc.oneof(
    fc.constantFrom(
      '/profile',
      '/notification-settings',
      '/notifications',
      '/profile-picture',
      '/close',
      '/plans',
      '/status',
    ),
    idSegment.map((id) => `/notifications/${id}`),
  );
  return { payload, path };
}

function send(method: string, url: string, body: unknown, contentType?: string) {
  return sendAnything(user.browser, `${server.url}/api/account${url}`, method, body, contentType);
}

describe('any generated request to /api/account', () => {
  it('answers 2xx or 4xx with a message, never 5xx', async () => {
    const { path, payload } = generators();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
        path,
        payload,
        async (method, url, body) => {
          const answer = await send(method, url, body);
          statuses.add(answer.status);
          const described = `${method} ${url} ${JSON.stringify(body ?? null).slice(0, 200)}`;
          expect(answer.status, described).toBeLessThan(500);
          expect(answer.status, described).toBeGreaterThanOrEqual(200);
          if (answer.status >= 400) expect(typeof answer.message, described).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
    // Valid requests were among them: the property reached the stores, not only the schemas.
    expect([...statuses]).toContain(200);
    // The account is still open: the property closed nothing.
    expect((await user.accountStatus()).body).toMatchObject({ closed: false });
  });

  it('answers a picture upload of any bytes and any content type with 2xx or 4xx, never 5xx', async () => {
    const magic = fc.constantFrom(
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('GIF89a'),
      Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
      Buffer.from('\0\0\0\x1cftypavif', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
      Buffer.alloc(0),
    );
    const bytes = fc
      .tuple(magic, fc.uint8Array({ maxLength: 4096 }))
      .map(([head, tail]) => Buffer.concat([head, tail]));
    const contentType = fc.oneof(
      fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/gif',
        'image/webp',
        'image/avif',
        'image/svg+xml',
        'image/',
        'IMAGE/PNG',
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
      ),
      nastyText.filter((text) => /^[\t\x20-\x7e]*$/.test(text)),
    );
    await fc.assert(
      fc.asyncProperty(bytes, contentType, async (body, type) => {
        const answer = await send('POST', '/profile-picture', new Uint8Array(body), type);
        const described = `${type} ${body.subarray(0, 16).toString('hex')} (${body.length} bytes)`;
        expect(answer.status, described).toBeLessThan(500);
        expect(answer.status, described).toBeGreaterThanOrEqual(200);
        if (answer.status >= 400) expect(typeof answer.message, described).toBe('string');
      }),
      { numRuns: 150 },
    );
  });
});
