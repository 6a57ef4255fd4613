/** How long each banner photo stays before the next fades in. */
export const SLIDE_DELAY_MS = 6000;

/**
 * How long after the page has loaded the slideshow's code is fetched and run: early enough to be
 * ready well before the first photo changes, late enough to leave the visit's first seconds alone.
 */
export const SLIDESHOW_LOAD_DELAY_MS = SLIDE_DELAY_MS - 2000;
