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
});
