import { describe, expect, it } from 'vitest';
import { refuseWrite } from '@/lib/proxy/refuse-write';
import { requestOf } from './support';

const post = (path: string, body: string, headers: Record<string, string>) =>
  refuseWrite(
    requestOf(path, { method: 'POST', body, headers: { host: 'localhost:3000', ...headers } }),
  );
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('refuseWrite', () => {
  it('passes on a GET or HEAD, whatever it carries', async () => {
    expect(
      await refuseWrite(requestOf('/en/', { headers: { origin: 'https://evil.example' } })),
    ).toBeNull();
    expect(await refuseWrite(requestOf('/en/', { method: 'HEAD' }))).toBeNull();
  });

  it("refuses another site's post, or one naming another host (403)", async () => {
    expect(
      (await post('/en/login/', 'a=b', { origin: 'https://evil.example', ...form }))?.status,
    ).toBe(403);
    expect(
      (
        await post('/en/login/', 'a=b', {
          origin: 'http://localhost:3000',
          host: 'evil.example',
          ...form,
        })
      )?.status,
    ).toBe(403);
  });

  it("answers a body too long with the 413 page in the path's language, and a broken one with 400", async () => {
    const long = await post('/fr/contact/', `message=${'a'.repeat(140_000)}`, form);
    expect(long?.status).toBe(413);
    expect(await long!.text()).toContain('lang="fr"');
    const broken = await post('/en/login/', '["en","$@9"]', {
      'next-action': '7f00aa',
      'content-type': 'text/plain',
    });
    expect(broken?.status).toBe(400);
  });

  it('passes on a well-formed post from the site itself', async () => {
    expect(
      await post('/en/contact/', 'name=Anna', { origin: 'http://localhost:3000', ...form }),
    ).toBeNull();
  });
});
