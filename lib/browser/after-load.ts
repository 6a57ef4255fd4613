type Target = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the page has loaded (its images included) and the browser is idle: for
 * work that must not compete with the first paint. Returns a function that cancels it.
 */
export function afterPageLoad(
  callback: () => void,
  target: Target = window,
  idleTimeoutMs = 2000,
): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (target.requestIdleCallback)
      idleHandle = target.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    else timer = setTimeout(callback, 200);
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
  return () => {
    target.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) target.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
