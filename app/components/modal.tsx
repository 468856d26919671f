/**
 * The site's one modal dialog, on the browser's own `<dialog>` (shown with showModal): the page
 * behind is inert, focus moves in and returns where it was, Escape asks to close, the title is the
 * dialog's accessible name. No dialog library ships to the browser. Every modal of the spec uses
 * it: out-of-service zip, nearest office, driver and vehicle forms, confirmations, quote details...
 *
 *   <Modal isOpen={open} onOpenChange={setOpen} title={t("...")}>
 *     {({ close }) => <button onClick={close}>OK</button>}
 *   </Modal>
 *
 * The parent owns the open state: Escape, the close button and (when dismissable) a click on the
 * backdrop call `onOpenChange(false)`; the dialog stays open until the parent says otherwise.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { CloseIcon } from "./icons";
import { useHydrated } from "./popup-hooks";

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** A click on the backdrop closes it (default true). Confirmations that need an answer pass false. */
  isDismissable?: boolean;
  /** Shows the close button in the corner (default true). */
  showClose?: boolean;
  /** Width on larger screens. */
  size?: "sm" | "md" | "lg" | "xl";
  /** `alertdialog` for confirmations and errors that interrupt. */
  role?: "dialog" | "alertdialog";
}

const widths = { sm: "sm:max-w-sm", md: "sm:max-w-lg", lg: "sm:max-w-2xl", xl: "sm:max-w-4xl" } as const;

export function Modal({ isOpen, onOpenChange, title, children, isDismissable = true, showClose = true, size = "md", role = "dialog" }: ModalProps) {
  // A closed modal renders nothing and does not wait for hydration, so the page's closed modals
  // cost no extra render once it hydrates.
  if (!isOpen) return null;
  return (
    <HydratedModal onOpenChange={onOpenChange} title={title} isDismissable={isDismissable} showClose={showClose} size={size} role={role}>
      {children}
    </HydratedModal>
  );
}

type OpenModalProps = Omit<ModalProps, "isOpen"> & Required<Pick<ModalProps, "isDismissable" | "showClose" | "size" | "role">>;

/**
 * A modal needs the browser (showModal, focus): it appears once the page is interactive, so
 * nobody types into a dialog that hydration would then reset.
 */
function HydratedModal(props: OpenModalProps) {
  const hydrated = useHydrated();
  return hydrated ? <OpenModal {...props} /> : null;
}

function OpenModal({ onOpenChange, title, children, isDismissable, showClose, size, role }: OpenModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const close = () => onOpenChangeRef.current(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    let unmounting = false;
    // Escape: the parent decides. If the browser closes the dialog anyway, show it again while it is meant to be open.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onOpenChangeRef.current(false);
    };
    const onClose = () => {
      if (!unmounting && dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClose);
    return () => {
      unmounting = true;
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClose);
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its panel.
        if (isDismissable && event.target === event.currentTarget) close();
      }}
      className={`fixed inset-0 z-50 m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-card bg-canvas p-0 text-ink shadow-pop backdrop:bg-ink/50 backdrop:backdrop-blur-[2px] sm:m-auto sm:rounded-card ${widths[size]}`}
    >
      <div className="relative p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {showClose ? (
            <button
              type="button"
              onClick={close}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("shell.close")}</span>
            </button>
          ) : null}
        </div>
        <div className="mt-4 text-ink">{typeof children === "function" ? children({ close }) : children}</div>
      </div>
    </dialog>
  );
}
