'use client';

import { Icon } from '@/components/ui/icon';
import styles from './hero-banner.module.css';

/** The pause/play button of moving banner content (WCAG 2.2.2). */
export function MotionToggle({
  playing,
  onToggle,
  label,
}: {
  playing: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onToggle}
      aria-label={label}
      title={label}
      data-testid="home-banner-toggle"
      data-playing={playing}
    >
      {playing ? <Icon name="pause" size={18} /> : <Icon name="play" size={18} />}
    </button>
  );
}
