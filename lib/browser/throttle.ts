export type Throttled<Args extends unknown[]> = ((...args: Args) => void) & { cancel: () => void };

/**
 * Calls `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window with the latest arguments, so the last state (e.g. a scroll position) is never missed.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
): Throttled<Args> {
  let lastCall = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingArgs: Args | null = null;

  const invoke = (args: Args) => {
    lastCall = Date.now();
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = wait - (Date.now() - lastCall);
    if (remaining <= 0 && timer === null) {
      invoke(args);
      return;
    }
    pendingArgs = args;
    if (timer === null) {
      timer = setTimeout(
        () => {
          timer = null;
          if (pendingArgs) {
            const latest = pendingArgs;
            pendingArgs = null;
            invoke(latest);
          }
        },
        Math.max(remaining, 0),
      );
    }
  };

  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };
  return throttled;
}
