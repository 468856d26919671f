/** doc1 §2 "Other widgets", §9: a back-to-top link shown once the page has scrolled past the threshold (400 px). */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { ArrowUpIcon } from "./icons";

/** Whether the back-to-top link shows at this scroll position. */
export function isPastThreshold(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}

export function BackToTop({ thresholdPx }: { thresholdPx: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(isPastThreshold(window.scrollY, thresholdPx));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first check waits for the next frame too: reading the scroll position during the
    // effects would force a layout in the middle of hydration.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  return (
    <a
      href="#top"
      hidden={!visible}
      onClick={(event) => {
        event.preventDefault();
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="menu-panel fixed right-4 bottom-4 z-20 inline-flex min-h-11 items-center gap-2 rounded-full bg-primary-dark px-4 font-semibold text-white shadow-pop hover:bg-primary"
    >
      <ArrowUpIcon size={18} />
      {t("shell.backToTop")}
    </a>
  );
}
