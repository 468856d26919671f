/**
 * Upload a photo of the licence's back (doc2 §2 uploadimage, §5, §8): at most 5 MB, JPG, PNG, WebP
 * or HEIC; the platform reads its barcode. Shows progress while uploading and one of the four error texts
 * ('file size exceeding', 'file type error', 'image not clear', 'unexpected error occurred').
 */
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { LICENSE_IMAGE_ACCEPT, licenseImageError, licenseImageType } from "~/domain/quote/driver-steps";
import type { ActionResult } from "~/routes/quote/action-types";
import { useMessage } from "~/i18n-message";

export type LicenceRead = { firstName: string; lastName: string; dob: string; license: string };

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** A chosen licence photo as a data URL naming its type (an untyped HEIC is given its type, from its extension). */
export function licenceFileAsDataUrl(file: File): Promise<string> {
  return readAsDataUrl(file.type ? file : new Blob([file], { type: licenseImageType(file) }));
}

/** Sends an image (data URL) to the page's action and reports what it read. */
export function useLicenceImage(mode: "uploadimage" | "scanimage", onRead: (read: LicenceRead) => void) {
  const fetcher = useFetcher<ActionResult>({ key: `licence-${mode}` });
  const message = useMessage();
  const answer = fetcher.data?.intent === "licence-image" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.licence) onRead(answer.licence);
  }, [answer, onRead]);
  const serverError = answer && !answer.ok ? answer.errors.image?.[0] : undefined;
  return {
    send: (image: string) => void fetcher.submit({ intent: "licence-image", mode, image }, { method: "post" }),
    busy: fetcher.state !== "idle",
    error: message(serverError),
  };
}

export function LicenceUpload({ mode, maxBytes, onRead }: { mode: "uploadimage" | "scanimage"; maxBytes: number; onRead: (read: LicenceRead) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [localError, setLocalError] = useState<string | undefined>();
  const upload = useLicenceImage(mode, onRead);
  const error = localError ?? upload.error;
  return (
    <div className="grid gap-2 rounded-xl border-2 border-dashed border-line p-4">
      <label htmlFor={id} className="font-semibold text-ink">
        {t("quote.upload.label")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t("quote.upload.hint", { mb: Math.round(maxBytes / 1048576) })}
      </p>
      <input
        id={id}
        type="file"
        name="licenceImage"
        accept={LICENSE_IMAGE_ACCEPT}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={error ? true : undefined}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-canvas p-2 text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-primary-soft file:px-3 file:py-2 file:font-semibold file:text-primary-dark"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          setLocalError(undefined);
          if (!file) return;
          const problem = licenseImageError(file, maxBytes);
          if (problem) {
            setLocalError(t(problem));
            return;
          }
          upload.send(await licenceFileAsDataUrl(file));
        }}
      />
      {upload.busy ? (
        <div role="status" className="grid gap-1">
          <span className="text-sm font-semibold text-ink">{t("quote.upload.uploading")}</span>
          <progress className="h-2 w-full accent-primary" aria-label={t("quote.upload.uploading")} />
        </div>
      ) : null}
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
