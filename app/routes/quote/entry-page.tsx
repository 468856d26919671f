/**
 * An entry link's page (doc2 §2, §4): a partner's link or a saved quote's address
 * shows no personal data and changes nothing until the visitor continues. Continue posts the
 * entry (the address, with its parameters, is the form's action); with JavaScript the page posts
 * it once by itself, so the visitor goes straight on as before.
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";

export function QuoteEntry({ action }: { action: string }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, []);
  return (
    <div className="bg-surface pb-16">
      <div className="container-page grid gap-6 py-6 sm:py-10">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t("quote.title")}</h1>
        <section className="grid gap-4 rounded-card bg-canvas p-5 shadow-card sm:p-7" aria-labelledby="quote-step-title">
          <h2 id="quote-step-title" tabIndex={-1} className="text-xl font-bold text-ink sm:text-2xl">
            {t("quote.entry.title")}
          </h2>
          <p className="text-ink-muted">{t("quote.entry.intro")}</p>
          <Form ref={form} method="post" action={action} replace className="flex">
            <input type="hidden" name="intent" value="entry" />
            <button type="submit" className="btn btn-primary min-h-12 sm:min-w-48" disabled={busy} aria-disabled={busy}>
              {busy ? t("quote.entry.opening") : t("quote.wizard.next")}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
