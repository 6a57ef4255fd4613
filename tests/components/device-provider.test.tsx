// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceProvider, useDevice } from '@/components/layout/device-provider';

function Probe() {
  const device = useDevice();
  return (
    <>
      <output data-testid="flags">
        {JSON.stringify({
          isMobile: device.isMobile,
          isTablet: device.isTablet,
          isDesktop: device.isDesktop,
          topBarShow: device.topBarShow,
          language: device.language,
        })}
      </output>
      <button type="button" onClick={() => device.setTopBarShow(false)}>
        hide
      </button>
      <button type="button" onClick={() => device.setTopBarShow(true)}>
        show
      </button>
    </>
  );
}

function flags() {
  return JSON.parse(screen.getByTestId('flags').textContent ?? '{}');
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  fireEvent(window, new Event('resize'));
}

function renderProbe(topBarEnabled: boolean) {
  return render(
    <DeviceProvider language="nl" topBarEnabled={topBarEnabled}>
      <Probe />
    </DeviceProvider>,
  );
}

describe('DeviceProvider', () => {
  it('sets the device flags from the window width and follows resizes', () => {
    resizeTo(390);
    renderProbe(true);
    expect(flags()).toMatchObject({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      language: 'nl',
    });
    act(() => resizeTo(800));
    expect(flags()).toMatchObject({ isMobile: false, isTablet: true, isDesktop: false });
    act(() => resizeTo(1280));
    expect(flags()).toMatchObject({ isMobile: false, isTablet: false, isDesktop: true });
  });

  it('lets components hide and show the top bar', () => {
    renderProbe(true);
    expect(flags().topBarShow).toBe(true);
    fireEvent.click(screen.getByText('hide'));
    expect(flags().topBarShow).toBe(false);
    fireEvent.click(screen.getByText('show'));
    expect(flags().topBarShow).toBe(true);
  });

  it('never shows a top bar the configuration turned off', () => {
    renderProbe(false);
    fireEvent.click(screen.getByText('show'));
    expect(flags().topBarShow).toBe(false);
  });

  it('refuses to be read outside the provider', () => {
    expect(() => render(<Probe />)).toThrow(/outside <DeviceProvider>/);
  });
});
