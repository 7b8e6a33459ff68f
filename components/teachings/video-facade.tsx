'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

interface VideoFacadeProps {
  title: string;
  /** The embed address with autoplay, loaded only after the visitor presses play. */
  playerSrc: string;
  /** The poster picture, drawn by the server (components/ui/picture.tsx) and covering the player. */
  poster: ReactNode;
}

// A light stand-in for the YouTube player: the page makes no request to YouTube until the visitor asks
// for the video, which saves data on slow connections and keeps visitors private until they choose to watch.
export function VideoFacade({ title, playerSrc, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The play button is gone, so keep keyboard users where they were: on the player.
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-brand-900 shadow-sm">
      {playing ? (
        <iframe
          ref={frameRef}
          src={playerSrc}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
          className="group absolute inset-0 h-full w-full cursor-pointer text-left"
        >
          {poster}
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 line-clamp-2 bg-gradient-to-b from-black/75 to-transparent px-3 pt-2 pb-6 text-sm font-semibold text-white"
          >
            {title}
          </span>
          <span className="absolute top-1/2 left-1/2 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-gold-400 text-brand-950 shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110">
            <Icon name="play" className="ml-1 h-8 w-8" />
          </span>
        </button>
      )}
    </div>
  );
}
