import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { config as zodConfig } from "zod";
import { NonceContext } from "./nonce";

// zod compiles its parsers with \`new Function\` when it may; the page's CSP forbids eval, so the
// browser uses zod's plain interpreter (and no CSP violation is reported).
zodConfig({ jitless: true });

// Browsers hide a nonce attribute's value from the DOM; the property still holds it.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <HydratedRouter />
      </NonceContext>
    </StrictMode>,
  );
});
