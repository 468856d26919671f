/**
 * The site's one modal dialog, on React Aria (focus trapped and restored, Escape closes, the page
 * behind is inert, the title is the dialog's accessible name). Every modal of the spec uses it:
 * out-of-service zip, nearest office, driver and vehicle forms, confirmations, quote details...
 *
 *   <Modal isOpen={open} onOpenChange={setOpen} title={t("...")}>
 *     {({ close }) => <button onClick={close}>OK</button>}
 *   </Modal>
 */
import type { ReactNode } from "react";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons";

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** An outside click closes it (default true). Confirmations that need an answer pass false. */
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
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-0 backdrop-blur-[2px] sm:items-center sm:p-6"
    >
      <AriaModal className={`max-h-[92dvh] w-full overflow-y-auto rounded-t-card bg-canvas shadow-pop sm:rounded-card ${widths[size]}`}>
        <Dialog role={role} className="relative p-5 outline-none sm:p-7">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4">
                <Heading slot="title" className="text-xl font-bold text-ink">
                  {title}
                </Heading>
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
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
