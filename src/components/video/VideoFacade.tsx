import { useEffect, useRef, useState } from 'react';
import { VIDEO_HOST } from '../../config/third-parties.ts';
import type { ImageRef, MediaItem } from '../../content/types.ts';
import type { Dictionary } from '../../content/dictionaries.ts';
import { format } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { grantEmbed } from '../consent/embed-grants.ts';
import { isHostReachable } from './load-embed.ts';
import { playerUrl } from '../../config/video-host.ts';
import '../../styles/landing/video.css';
import { ContentImage } from '../sections/ContentImage.tsx';
import { focusLoadedEmbed } from '../ui/focus-loaded-embed.ts';

export interface VideoFacadeProps {
  readonly media: MediaItem;
  readonly poster: ImageRef;
  /** How wide the page's layout shows the poster (poster-sizes.ts). */
  readonly posterSizes?: string;
  readonly locale: Locale;
  readonly labels: Dictionary['COMPONENTS']['VIDEO'];
  readonly newTabLabel: string;
  readonly checkReachable?: (url: string) => Promise<boolean>;
}

type Phase = 'idle' | 'loading' | 'playing' | 'unreachable';

/**
 * A video behind a facade: a local poster and a play button, and no request
 * to the media host until the visitor clicks. The button says it loads the
 * host's player, so its click is the visitor's consent for this video alone
 * (decision 092): then a reachability check, and the host's player
 * (autoplaying) in an iframe; when the host cannot be reached, a link to watch it there.
 */
export default function VideoFacade({
  media,
  poster,
  posterSizes,
  locale,
  labels,
  newTabLabel,
  checkReachable = isHostReachable,
}: VideoFacadeProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const attempt = useRef(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const fallbackRef = useRef<HTMLAnchorElement>(null);
  const src = playerUrl(media.id, locale);
  const host = VIDEO_HOST.name;

  useEffect(() => {
    // The play button has gone: keep keyboard focus with what replaced it. The
    // frame holds it until the player has loaded (focusLoadedEmbed says why).
    if (phase === 'playing' && document.activeElement === document.body) boxRef.current?.focus();
    if (phase === 'unreachable') fallbackRef.current?.focus();
  }, [phase]);

  const play = async () => {
    const current = ++attempt.current;
    // The informed click: recorded for this video only, never as the general media choice.
    grantEmbed(`video:${media.id}`);
    setPhase('loading');
    const reachable = await checkReachable(src);
    if (current !== attempt.current) return;
    setPhase(reachable ? 'playing' : 'unreachable');
  };

  const status =
    phase === 'loading'
      ? labels.LOADING
      : phase === 'unreachable'
        ? format(labels.UNREACHABLE, { host })
        : '';
  const showFallback = phase === 'unreachable';

  return (
    <figure className="video" data-phase={phase}>
      <div className="video__frame" ref={boxRef} tabIndex={phase === 'playing' ? -1 : undefined}>
        {phase === 'playing' ? (
          <iframe
            className="video__player"
            src={src}
            title={format(labels.PLAYER_TITLE, { title: media.title })}
            allow="autoplay; fullscreen; picture-in-picture"
            onLoad={(event) => {
              focusLoadedEmbed(event.currentTarget, boxRef.current);
            }}
          />
        ) : (
          <>
            <ContentImage image={poster} className="video__poster" sizes={posterSizes} />
            <button
              type="button"
              className="video__play"
              // The name starts like before and ends with the visible note (WCAG 2.5.3, label in name).
              aria-label={`${format(labels.PLAY, { title: media.title })} — ${format(labels.LOADS_PLAYER, { host })}`}
              aria-disabled={phase === 'loading'}
              onClick={() => {
                if (phase !== 'loading') void play();
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64">
                <circle cx="32" cy="32" r="32" />
                <path d="M26 20v24l19-12z" fill="#fff" />
              </svg>
              {/* What the click loads and from whom, for everyone: it is the consent (decision 092). */}
              <span className="video__play-note">{format(labels.LOADS_PLAYER, { host })}</span>
            </button>
          </>
        )}
        {/* A polite live region (not role=status: that is the page loader's) kept in the page while empty. */}
        <div className="video__status" aria-live="polite">
          {status ? <p>{status}</p> : null}
          {showFallback ? (
            <a ref={fallbackRef} href={media.link} target="_blank" rel="noopener">
              {format(labels.WATCH_ON_HOST, { host })} <span className="visually-hidden">{newTabLabel}</span>
            </a>
          ) : null}
        </div>
      </div>
      <figcaption className="video__caption">
        <span>{media.title}</span>
        <a href={media.link} target="_blank" rel="noopener">
          {format(labels.WATCH_ON_HOST, { host })} <span className="visually-hidden">{newTabLabel}</span>
        </a>
      </figcaption>
    </figure>
  );
}
