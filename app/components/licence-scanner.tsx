/**
 * Scan the licence's barcode (doc2 §2 scanimage): loaded only when the visitor opens the scanner.
 * The PDF417 barcode is decoded in the browser with zxing-wasm, whose .wasm is served from this
 * site's own assets (never a CDN). Once a camera frame holds a readable barcode, that frame is sent
 * to be read into the form. Without a camera the visitor can choose a photo (JPG, PNG, WebP or
 * HEIC, as the upload takes), or switch to upload.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { LICENSE_IMAGE_ACCEPT, licenseImageError } from "~/domain/quote/driver-steps";
import { licenceFileAsDataUrl, useLicenceImage, type LicenceRead } from "./licence-upload";

prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) } });

const options: ReaderOptions = { formats: ["PDF417"], tryHarder: true, maxNumberOfSymbols: 1 };

/** True when the image holds a PDF417 barcode zxing can read. */
export async function hasReadableBarcode(image: Blob | ImageData): Promise<boolean> {
  const results = await readBarcodes(image, options);
  return results.some((result) => result.isValid && result.text.length > 0);
}

export default function LicenceScanner({ maxBytes, onRead, onUpload }: { maxBytes: number; onRead: (read: LicenceRead) => void; onUpload: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<"starting" | "camera" | "noCamera" | "decoding">("starting");
  const [error, setError] = useState<string | undefined>();
  const upload = useLicenceImage("scanimage", onRead);
  const send = useRef(upload.send);
  useEffect(() => {
    send.current = upload.send;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement("canvas");
    const scan = async () => {
      const el = video.current;
      if (stopped || !el || el.videoWidth === 0) {
        timer = setTimeout(scan, 400);
        return;
      }
      canvas.width = el.videoWidth;
      canvas.height = el.videoHeight;
      const context = canvas.getContext("2d");
      context?.drawImage(el, 0, 0);
      const frame = context?.getImageData(0, 0, canvas.width, canvas.height);
      if (frame && (await hasReadableBarcode(frame))) {
        stopped = true;
        send.current(canvas.toDataURL("image/png"));
        return;
      }
      timer = setTimeout(scan, 400);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus("noCamera");
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        setStatus("camera");
        void scan();
      } catch {
        setStatus("noCamera");
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="grid gap-3 rounded-xl border-2 border-dashed border-line p-4">
      <p role="status" className="font-semibold text-ink">
        {upload.busy
          ? t("quote.upload.uploading")
          : status === "camera"
            ? t("quote.scan.pointCamera")
            : status === "noCamera"
              ? t("quote.scan.noCamera")
              : status === "decoding"
                ? t("quote.scan.decoding")
                : t("quote.scan.loading")}
      </p>
      <video
        ref={video}
        muted
        playsInline
        className={status === "camera" ? "aspect-video w-full rounded-xl bg-ink" : "hidden"}
        aria-label={t("quote.scan.preview")}
      />
      <label htmlFor={id} className="font-semibold text-ink">
        {t("quote.scan.photoLabel")}
      </label>
      <input
        id={id}
        type="file"
        accept={LICENSE_IMAGE_ACCEPT}
        capture="environment"
        aria-describedby={`${id}-error`}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-canvas p-2 text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-primary-soft file:px-3 file:py-2 file:font-semibold file:text-primary-dark"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          setError(undefined);
          if (!file) return;
          const problem = licenseImageError(file, maxBytes);
          if (problem) {
            setError(t(problem));
            return;
          }
          // The browser looks first; a photo it cannot decode (HEIC outside Safari) or whose barcode
          // it misses (a tilted or leant card) goes to the server all the same, as an upload does:
          // the server decodes every accepted type and straightens the barcode, and its answer
          // (read, or why not) shows here.
          setStatus("decoding");
          await hasReadableBarcode(file).catch(() => false);
          setStatus("noCamera");
          upload.send(await licenceFileAsDataUrl(file));
        }}
      />
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {error ?? upload.error}
      </p>
      <button type="button" className="link justify-self-start" onClick={onUpload}>
        {t("quote.scan.useUpload")}
      </button>
    </div>
  );
}
