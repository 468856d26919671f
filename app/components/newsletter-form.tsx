/**
 * doc1 §5 newsletter sign-up: an invalid e-mail submits nothing and shows nothing (doc1 §8
 * "silent"); before a valid one is sent, the form action's brand-site-root prefix is rewritten
 * to '/'. Without JavaScript the action does the same check.
 */
import { useId } from "react";
import { useTranslation } from "~/i18n";
import { rewriteFormAction } from "~/domain/public/content-paths";
import { newsletterSubmission } from "~/domain/public/newsletter";

export interface NewsletterFormProps {
  /** The form action as configured (a content path or a site path). */
  action: string;
  contentRoots: readonly string[];
  /** Dark footer or light page. */
  tone?: "dark" | "light";
}

export function NewsletterForm({ action, contentRoots, tone = "light" }: NewsletterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const dark = tone === "dark";
  return (
    <form
      method="post"
      action={rewriteFormAction(action, contentRoots)}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const email = String(new FormData(form).get("email") ?? "");
        const submission = newsletterSubmission({ email, action, contentRoots });
        if (!submission.submit) {
          event.preventDefault();
          return;
        }
        form.setAttribute("action", submission.action);
      }}
      className="grid gap-2"
    >
      <label htmlFor={`${id}-email`} className={`font-semibold ${dark ? "text-white" : "text-ink"}`}>
        {t("widgets.newsletter.label")}
      </label>
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("widgets.newsletter.placeholder")}
          className={`min-h-12 w-full min-w-0 rounded-xl border-2 px-3.5 text-base ${dark ? "border-white/30 bg-white/10 text-white placeholder:text-white/70 focus:border-white" : "border-line bg-canvas text-ink placeholder:text-ink-muted focus:border-primary"}`}
        />
        <button type="submit" className="btn btn-accent shrink-0">
          {t("widgets.newsletter.submit")}
        </button>
      </div>
    </form>
  );
}
