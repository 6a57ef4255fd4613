import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';

/**
 * Only reached by paths the proxy does not handle (files with an extension, `/_next/…`):
 * every other path is redirected into a language, where the translated 404 answers.
 */
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <head>
        <title>404</title>
      </head>
      <body>
        <main
          style={{
            fontFamily: 'system-ui, sans-serif',
            padding: '4rem 1.5rem',
            textAlign: 'center',
          }}
        >
          <h1>404</h1>
          <p>
            <a href="/">Horizon Immo</a>
          </p>
        </main>
      </body>
    </html>
  );
}
