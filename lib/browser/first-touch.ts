/** What a visitor does first when they start on a form: tab or click into it, press a key in it. */
export const FIRST_TOUCH_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

type Area = Pick<HTMLElement, 'addEventListener' | 'removeEventListener' | 'contains'>;

/**
 * Runs `callback` once, the first time the visitor touches `area` (focus moves into it, a pointer
 * presses or a key goes down in it), or at once when the focus is already inside (the visitor was
 * there before this ran: events before hydration are not seen). For code a form needs only once
 * someone fills it in, such as the captcha's widget, so that it does not load with the page.
 * Returns a function that cancels it.
 */
export function onFirstTouch(
  area: Area,
  callback: () => void,
  activeElement: () => Element | null = () => document.activeElement,
): () => void {
  let done = false;
  const stop = () => {
    for (const type of FIRST_TOUCH_EVENTS) area.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    callback();
  }
  const active = activeElement();
  if (active && area.contains(active)) {
    run();
    return () => {};
  }
  for (const type of FIRST_TOUCH_EVENTS) area.addEventListener(type, run, true);
  return () => {
    done = true;
    stop();
  };
}
