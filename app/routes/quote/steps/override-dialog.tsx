/**
 * doc2 §5 override modal: a lookup found a different name or address than the visitor typed, and
 * asks before using it. Yes or No, by pointer or keyboard (focus starts on the dialog; Escape means
 * No); announced as an alert dialog named by its title.
 */
import type { ReactNode } from "react";
import { Modal } from "~/components/modal";

export function OverrideDialog({
  title,
  body,
  yes,
  no,
  onAnswer,
  children,
}: {
  title: string;
  body: string;
  yes: string;
  no: string;
  onAnswer: (use: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onAnswer(false))} title={title} role="alertdialog" isDismissable={false} showClose={false}>
      <div className="grid gap-4">
        <p>{body}</p>
        {children}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline min-h-12" onClick={() => onAnswer(false)}>
            {no}
          </button>
          <button type="button" className="btn btn-primary min-h-12" onClick={() => onAnswer(true)}>
            {yes}
          </button>
        </div>
      </div>
    </Modal>
  );
}
