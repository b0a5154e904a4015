import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { media } from "../../core/paths";

/**
 * The home hero's looping, muted background film. It starts only after the page is
 * interactive and never for visitors who ask for reduced motion; a button pauses it, named by
 * `labels` (the page's words).
 */
export function HeroVideo({ labels }: { labels: { play: string; pause: string } }) {
  // The poster is the page's largest paint: fetched with the stylesheet, ahead of the scripts,
  // rather than when the video element is laid out.
  preload(media.heroPoster, { as: "image", fetchPriority: "high" });
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const sync = () => {
      if (reducedMotion.matches) {
        element.pause();
      } else {
        element.play().catch(() => setPlaying(false));
      }
    };
    sync();
    reducedMotion.addEventListener("change", sync);
    return () => reducedMotion.removeEventListener("change", sync);
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };

  return (
    <>
      <video
        ref={video}
        className="absolute inset-0 size-full object-cover"
        poster={media.heroPoster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={media.heroWebm} type="video/webm" />
        <source src={media.heroMp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 sm:right-6 lg:right-[max(2rem,calc((100%-80rem)/2+2rem))] items-center justify-center rounded-full bg-black/40 text-white ring-1 ring-white/40 hover:bg-black/60"
        aria-label={playing ? labels.pause : labels.play}
      >
        {playing ? (
          <Pause aria-hidden className="size-5" />
        ) : (
          <Play aria-hidden className="size-5" />
        )}
      </button>
    </>
  );
}
