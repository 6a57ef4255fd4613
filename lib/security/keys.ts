import { createHmac } from 'node:crypto';
import { siteSecret } from './secret';
import { purposeKey } from './signing';

/** Keys derived from the site secret, one per purpose: a key that leaks for one use opens no other. */
export function formKey(): Buffer {
  return purposeKey(siteSecret(), 'form-token');
}
export function newsletterKey(): Buffer {
  return purposeKey(siteSecret(), 'newsletter-link');
}
/** Search alert links: confirm, unsubscribe (one click) and manage. */
export function alertKey(): Buffer {
  return purposeKey(siteSecret(), 'alert-link');
}
/** The links that hold a requested visit slot. */
export function visitKey(): Buffer {
  return purposeKey(siteSecret(), 'visit-link');
}
/** Preview links of draft pages (`npm run preview-link`). */
export function previewKey(): Buffer {
  return purposeKey(siteSecret(), 'preview-link');
}
/** Rate limits keep visitors' addresses only as keyed hashes. */
export function rateLimitKey(): Buffer {
  return purposeKey(siteSecret(), 'rate-limit-address');
}
/** The questions forms ask visitors without JavaScript, in place of the captcha. */
export function questionKey(): Buffer {
  return purposeKey(siteSecret(), 'form-question');
}
/** The two keys the captcha (lib/forms/captcha.ts) signs with. */
export type CaptchaKeys = { signature: string; keySignature: string };

export function captchaKeys(): CaptchaKeys {
  return {
    signature: purposeKey(siteSecret(), 'captcha-signature').toString('hex'),
    keySignature: purposeKey(siteSecret(), 'captcha-key').toString('hex'),
  };
}

/**
 * An address as rate limits store it: keyed-hashed, so the database never holds a visitor's IP
 * address or a typed mail address (the same address still gives the same key for the counting).
 */
export function addressKey(address: string, key: Buffer): string {
  return createHmac('sha256', key).update(address).digest('base64url').slice(0, 22);
}
