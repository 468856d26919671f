/**
 * doc1 §2 hero top bar: authored messages with their count and millions placeholders already
 * filled from the analytics report (~/domain/public/hero-bar). On wide screens they sit side by
 * side; on phones one shows at a time, changing every few seconds unless the visitor prefers
 * reduced motion (then they stack).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { CheckIcon } from "./icons";

const ROTATE_MS = 5000;

export function HeroBarMessages({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (messages.length < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % messages.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [messages.length, paused]);
  if (messages.length === 0) return null;
  return (
    <section
      aria-label={t("widgets.heroBar.label")}
      className="bg-primary-dark text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
    >
      <ul className="container-page flex min-h-12 flex-wrap items-center justify-center gap-x-8 gap-y-1 py-2 text-center text-sm font-semibold">
        {messages.map((message, i) => (
          <li key={message} className={`items-center gap-2 ${i === index ? "flex" : "hidden md:flex"} motion-reduce:flex`}>
            <CheckIcon size={16} strokeWidth={3} aria-hidden="true" className="shrink-0" />
            {message}
          </li>
        ))}
      </ul>
    </section>
  );
}
