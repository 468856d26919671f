/** Runs `start` once, when the element first comes into view (or at once without IntersectionObserver). */
import { useEffect, useRef } from "react";

export function useFirstVisible(ref: React.RefObject<HTMLElement | null>, start: () => void, rootMargin = "0px") {
  const started = useRef(false);
  const latest = useRef(start);
  latest.current = start;
  useEffect(() => {
    const node = ref.current;
    if (!node || started.current) return;
    const go = () => {
      if (started.current) return;
      started.current = true;
      latest.current();
    };
    if (typeof IntersectionObserver === "undefined") return go();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          go();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
}
