// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/forms/fields';
import { RequestForm, type RequestFormTexts } from '@/components/forms/request-form';
import { ERROR_KEYS, type ErrorKey } from '@/lib/forms/constants';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/en', () => ({}));

const texts: RequestFormTexts = {
  submit: 'Send',
  sending: 'Sending',
  bannerTitle: 'Not sent',
  bannerFields: 'Check the fields',
  required: 'required',
  optional: 'optional',
  captchaLabel: 'Spam protection',
  captchaNoScript: 'Without JavaScript, answer this question.',
  errors: Object.fromEntries(ERROR_KEYS.map((key) => [key, `Error: ${key}`])) as Record<
    ErrorKey,
    string
  >,
};

const question = { token: '1.abc.7.2.sig', text: 'How much is seven plus two?', answer: '' };

function contactForm() {
  return (
    <RequestForm
      flow="contact"
      action={async () => ({ fieldErrors: {}, failure: null, values: {}, token: '' })}
      token="1.t"
      context={null}
      texts={texts}
      captcha={{ challengeUrl: '/api/altcha/', language: 'en' }}
      question={question}
    >
      <TextField name="firstName" label="First name" required />
    </RequestForm>
  );
}

describe('the question for visitors without JavaScript', () => {
  it('is in the server HTML inside <noscript>: a labelled field, its explanation, its signed token', () => {
    const html = renderToString(contactForm());
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    const page = new DOMParser().parseFromString(`<form>${noscript}</form>`, 'text/html');
    const input = page.querySelector<HTMLInputElement>('input[name="questionAnswer"]')!;
    expect(input).not.toBeNull();
    expect(page.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
      'How much is seven plus two? (required)',
    );
    expect(page.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      texts.captchaNoScript,
    );
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(page.querySelector<HTMLInputElement>('input[name="questionToken"]')?.value).toBe(
      question.token,
    );
  });

  it('is not part of the form in a browser that runs JavaScript', () => {
    const { container } = render(contactForm());
    expect(container.querySelector('input[name="questionAnswer"]')).toBeNull();
    expect(container.querySelector('input[name="questionToken"]')).toBeNull();
    const data = new FormData(container.querySelector('form')!);
    expect([...data.keys()]).not.toContain('questionToken');
  });
});
