// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroVideo } from '@/components/home/hero-video';
import messages from '@/messages/en.json';

function mockMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function renderVideo() {
  return render(
    <HeroVideo
      video="/media/banner/film.mp4"
      poster="/media/banner/poster.jpg"
      labels={{
        pause: messages.Pages.home.banner.pauseVideo,
        play: messages.Pages.home.banner.playVideo,
      }}
    />,
  );
}

describe('the home banner video', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is muted, looping, inline, without controls, and shows its poster', () => {
    mockMotion(false);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderVideo();
    const video = screen.getByTestId('home-banner-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/media/banner/poster.jpg');
  });

  it('starts by itself unless the visitor asks for less motion', () => {
    mockMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: messages.Pages.home.banner.playVideo }),
    ).toBeInTheDocument();
  });

  it('plays, and the button pauses it', () => {
    mockMotion(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderVideo();
    expect(play).toHaveBeenCalledTimes(1);
    const video = screen.getByTestId('home-banner-video');
    act(() => {
      fireEvent.play(video);
    });
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: messages.Pages.home.banner.pauseVideo }));
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
