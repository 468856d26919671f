/**
 * doc1 §2 lite video embed: a poster first, the player only after a click, once; the player frame
 * is 540 by 320 and scales down with the page. Without JavaScript the poster is a link to the
 * video. The poster is drawn by the page itself (the brand's colours, the video's title and a play
 * button), so it shows offline and asks no image host for anything before the visitor plays.
 */
import { useState } from "react";
import { useTranslation } from "~/i18n";

export const VIDEO_WIDTH = 540;
export const VIDEO_HEIGHT = 320;

export function videoEmbed(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

export function VideoLite({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const [activated, setActivated] = useState(false);
  return (
    <div className="relative aspect-[540/320] w-full max-w-[540px] overflow-hidden rounded-card bg-ink shadow-card">
      {activated ? (
        <iframe
          src={videoEmbed(videoId)}
          title={title}
          width={VIDEO_WIDTH}
          height={VIDEO_HEIGHT}
          loading="lazy"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <a
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
          onClick={(event) => {
            event.preventDefault();
            setActivated(true);
          }}
          className="group absolute inset-0 block"
        >
          <span
            aria-hidden="true"
            data-testid="video-poster"
            className="absolute inset-0 flex items-end bg-[linear-gradient(135deg,var(--color-primary-dark),var(--color-primary))] p-5 opacity-95 transition-opacity group-hover:opacity-100"
          >
            <span className="max-w-[80%] text-lg leading-snug font-bold text-balance text-white sm:text-xl">{title}</span>
          </span>
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-16 place-items-center rounded-full bg-accent text-on-accent shadow-pop transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
          <span className="sr-only">{t("widgets.video.play", { title })}</span>
        </a>
      )}
    </div>
  );
}
