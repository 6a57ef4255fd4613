import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: 'POST',
    body,
    headers: { host: 'localhost:3000', ...headers },
    nextConfig: { trailingSlash: true },
  });
}

describe('the proxy refuses hostile posts before any page or action runs', () => {
  it("answers 403 to another site's post (a cross-site server action was a 500)", async () => {
    const response = await proxy(
      post('/en/login/', 'login=a&password=b', {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(response.status).toBe(403);
  });

  it('answers 400 to a broken multipart form and 413 to one too long, in the page language', async () => {
    const broken = await proxy(
      post('/en/contact/', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
        'content-type': 'multipart/form-data; boundary=xyz',
      }),
    );
    expect(broken.status).toBe(400);
    const long = await proxy(
      post('/fr/contact/', `message=${'a'.repeat(140_000)}`, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(long.status).toBe(413);
    expect(await long.text()).toContain('lang="fr"');
  });

  it('lets a well-formed post from the site itself through to its page', async () => {
    const response = await proxy(
      post('/en/contact/', 'name=Anna', {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(response.status).toBe(200);
    expect(
      response.headers.get('x-middleware-next') ?? response.headers.get('x-middleware-rewrite'),
    ).toBeTruthy();
  });

  it('answers 403 to a post whose Origin is the site but whose forwarded or direct host is another (an action was a 500)', async () => {
    for (const headers of [
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
    ] as Record<string, string>[]) {
      const response = await proxy(
        post('/en/login/', '["en",null,{}]', {
          origin: 'http://localhost:3000',
          'next-action': '7f00aa',
          'content-type': 'text/plain;charset=UTF-8',
          ...headers,
        }),
      );
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('answers 400 to an action payload React cannot decode and 413 to any body too long, on any path', async () => {
    for (const path of ['/en/login/', '/en/login.x/', '/media/contact/']) {
      const broken = await proxy(
        post(path, '["en","$@9"]', { 'next-action': '7f00aa', 'content-type': 'text/plain' }),
      );
      expect(broken.status, path).toBe(400);
      const long = await proxy(
        post(path, `["${'a'.repeat(140_000)}"]`, { 'content-type': 'application/json' }),
      );
      expect(long.status, path).toBe(413);
    }
  });

  it('lets a post to a public file through unchanged once it passes the guards', async () => {
    const response = await proxy(
      post('/brand/icon.svg', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('location')).toBeNull();
  });
});
