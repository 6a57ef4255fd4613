import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import {
  UNUSED_BROWSER_FEATURES,
  disableFeaturesFlag,
  featuresOf,
} from '@/e2e/support/browser-features.mjs';

/**
 * The browser features switched off wherever we start Chromium (browser tests, trace benchmarks,
 * Lighthouse): one `--disable-features` flag, the launcher's own list kept, since Chromium keeps
 * only the last such flag it is given.
 */
describe('the browser features switched off', () => {
  it('are the address bar’s popup pages and the spare renderer', () => {
    expect(UNUSED_BROWSER_FEATURES).toEqual(
      expect.arrayContaining([
        'WebUIOmniboxPopup',
        'WebUIOmniboxAimPopup',
        'PreloadTopChromeWebUI',
      ]),
    );
  });

  it('go in one flag with the launcher’s own list, once each', () => {
    const flag = disableFeaturesFlag('Translate,WebUIOmniboxPopup,MediaRouter');
    const names = flag.replace('--disable-features=', '').split(',');
    expect(names.slice(0, 3)).toEqual(['Translate', 'WebUIOmniboxPopup', 'MediaRouter']);
    expect(names).toEqual(expect.arrayContaining(UNUSED_BROWSER_FEATURES));
    expect(new Set(names).size).toBe(names.length);
    expect(disableFeaturesFlag()).toBe(`--disable-features=${UNUSED_BROWSER_FEATURES.join(',')}`);
  });

  it('read a launcher’s list from the last --disable-features of its flags', () => {
    expect(featuresOf(['--a', '--disable-features=A,B', '--disable-features=C'])).toBe('C');
    expect(featuresOf(['--headless=new'])).toBe('');
  });

  it('keep what chrome-launcher (Lighthouse’s) switches off by default', () => {
    const theirs = featuresOf(Launcher.defaultFlags());
    expect(theirs).toContain('Translate');
    const ours = disableFeaturesFlag(theirs);
    for (const name of theirs.split(',')) expect(ours).toContain(name);
  });
});
