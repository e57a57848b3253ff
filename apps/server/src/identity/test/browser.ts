import { Configuration, FrontendApi } from '@ory/client-fetch';

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expiresAt: number | undefined;
}

/**
 * A tiny browser for tests: a cookie jar (by host name and path, like a real browser, so cookies are shared
 * between ports) and a fetch that uses it. Redirects are not followed; `follow` walks them explicitly.
 */
export interface TestBrowser {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  cookie(name: string): string | undefined;
  cookieNames(): string[];
  setCookie(name: string, value: string, url: string): void;
  deleteCookie(name: string): void;
  /** GETs `url` and follows redirects (any host) until a non-redirect answer; returns every URL visited. */
  follow(url: string, maxHops?: number): Promise<{ response: Response; visited: string[] }>;
}

export function createTestBrowser(): TestBrowser {
  const jar = new Map<string, StoredCookie>();
  const key = (cookie: Pick<StoredCookie, 'host' | 'path' | 'name'>): string =>
    `${cookie.host}|${cookie.path}|${cookie.name}`;

  const live = (): StoredCookie[] => {
    const now = Date.now();
    for (const [entry, cookie] of jar) {
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) jar.delete(entry);
    }
    return [...jar.values()];
  };

  const store = (url: URL, header: string): void => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const cookie: StoredCookie = {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      host: url.hostname,
      path: '/',
      expiresAt: undefined,
    };
    for (const attribute of attributes) {
      const [rawName = '', ...rest] = attribute.split('=');
      const name = rawName.toLowerCase();
      const value = rest.join('=');
      if (name === 'path') cookie.path = value || '/';
      if (name === 'max-age') cookie.expiresAt = Date.now() + Number(value) * 1000;
      if (name === 'expires' && cookie.expiresAt === undefined) cookie.expiresAt = Date.parse(value);
    }
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= Date.now()) jar.delete(key(cookie));
    else jar.set(key(cookie), cookie);
  };

  const fetchWithJar = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, { ...init, redirect: 'manual' });
    const url = new URL(request.url);
    const cookies = live().filter(
      (cookie) => cookie.host === url.hostname && url.pathname.startsWith(cookie.path),
    );
    const headers = new Headers(request.headers);
    if (cookies.length > 0) {
      headers.set('cookie', cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
    }
    const response = await fetch(new Request(request, { headers }));
    for (const header of response.headers.getSetCookie()) store(url, header);
    return response;
  };

  return {
    fetch: fetchWithJar,
    cookie: (name) => live().find((cookie) => cookie.name === name)?.value,
    cookieNames: () => live().map((cookie) => cookie.name),
    setCookie: (name, value, url) => {
      const cookie = { name, value, host: new URL(url).hostname, path: '/', expiresAt: undefined };
      jar.set(key(cookie), cookie);
    },
    deleteCookie: (name) => {
      for (const [entry, cookie] of jar) if (cookie.name === name) jar.delete(entry);
    },
    follow: async (start, maxHops = 10) => {
      const visited = [start];
      let response = await fetchWithJar(start);
      for (let hop = 0; hop < maxHops && response.status >= 300 && response.status < 400; hop += 1) {
        const location = response.headers.get('location');
        if (location === null) break;
        const next = new URL(location, visited[visited.length - 1]).toString();
        visited.push(next);
        response = await fetchWithJar(next);
      }
      return { response, visited };
    },
  };
}

/** The official Ory SDK, pointed at our identity service, browsing with `browser`. */
export function sdkFor(browser: TestBrowser, serverUrl: string): FrontendApi {
  return new FrontendApi(new Configuration({ basePath: `${serverUrl}/api/auth`, fetchApi: browser.fetch }));
}
