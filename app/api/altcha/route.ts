import { NextResponse } from 'next/server';
import { newCaptchaChallenge } from '@/lib/forms/captcha';
import { captchaKeys } from '@/lib/security/keys';

/** A fresh signed proof-of-work challenge for the ALTCHA widget; never cached. */
export async function GET() {
  const challenge = await newCaptchaChallenge(captchaKeys());
  return NextResponse.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
