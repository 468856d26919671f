/** The phone input (doc2 §5): typed as digits, shown ddd-ddd-dddd; the action strips the dashes. */
import type { InputHTMLAttributes } from "react";
import { formatPhoneInput } from "~/domain/quote/contact";
import { TextField } from "./form-field";

export function PhoneField(props: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & { id: string; label: string; hint?: string; error?: string }) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={12}
      placeholder="555-555-5555"
      onInput={(event) => {
        const el = event.currentTarget;
        const next = formatPhoneInput(el.value);
        if (next !== el.value) el.value = next;
      }}
      {...props}
    />
  );
}
