/**
 * `node --import tsx tests/support/fetch-photo-cli.ts URL`: one fetchPhoto with loopback allowed,
 * printed as JSON; for tests that need a fresh process (NODE_EXTRA_CA_CERTS is read at start-up).
 */
import { DEFAULT_PHOTO_FETCH, fetchPhoto } from '../../lib/media/fetch-photo';

void fetchPhoto(process.argv[2]!, {
  ...DEFAULT_PHOTO_FETCH,
  timeoutMs: 5_000,
  retries: 0,
  allowPrivate: true,
}).then((answer) =>
  console.log(
    JSON.stringify(
      answer.status === 'fetched' ? { ...answer, bytes: answer.bytes.length } : answer,
    ),
  ),
);
