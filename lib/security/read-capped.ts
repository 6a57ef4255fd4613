/**
 * Reads a request body up to `limit` bytes; null when it is longer, whatever Content-Length
 * claims (a chunked body has none), so an oversized post is never held in memory whole.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // not awaited: a branch of a cloned (teed) body settles its cancel only once both branches are cancelled
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
