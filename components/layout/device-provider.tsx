'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { deviceFlagsFromWidth, type DeviceFlags } from '@/lib/browser/device';
import type { Locale } from '@/lib/i18n/locales';

/** Device/settings slice: the three device flags, whether the top bar shows, and the language. */
export type DeviceState = DeviceFlags & {
  topBarShow: boolean;
  language: Locale;
  /** Sets the three device flags from a viewport width. */
  setDevice: (width: number) => void;
  setTopBarShow: (show: boolean) => void;
};

const DeviceContext = createContext<DeviceState | null>(null);

/** Until the browser has measured itself, components assume a desktop; layout itself is CSS-driven. */
const SERVER_FLAGS = deviceFlagsFromWidth(1280);

export function DeviceProvider({
  language,
  topBarEnabled,
  children,
}: {
  language: Locale;
  topBarEnabled: boolean;
  children: ReactNode;
}) {
  const [flags, setFlags] = useState<DeviceFlags>(SERVER_FLAGS);
  const [topBarShow, setTopBarShowState] = useState(topBarEnabled);

  const setDevice = useCallback((width: number) => {
    const next = deviceFlagsFromWidth(width);
    setFlags((current) =>
      current.isMobile === next.isMobile &&
      current.isTablet === next.isTablet &&
      current.isDesktop === next.isDesktop
        ? current
        : next,
    );
  }, []);

  const setTopBarShow = useCallback(
    (show: boolean) => setTopBarShowState(topBarEnabled && show),
    [topBarEnabled],
  );

  useEffect(() => {
    const measure = () => setDevice(window.innerWidth);
    // the first measurement, right after hydration, as a transition: on a phone it changes the
    // flags (desktop until measured) and re-renders what reads them, nothing a visitor waits for,
    // in slices rather than in the task that runs the page's effects
    startTransition(measure);
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [setDevice]);

  const value = useMemo(
    () => ({ ...flags, topBarShow, language, setDevice, setTopBarShow }),
    [flags, topBarShow, language, setDevice, setTopBarShow],
  );
  return <DeviceContext value={value}>{children}</DeviceContext>;
}

export function useDevice(): DeviceState {
  const state = useContext(DeviceContext);
  if (!state) throw new Error('useDevice() is used outside <DeviceProvider>');
  return state;
}
