import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "./nonce";

// Browsers hide a nonce attribute's value from the DOM; the property still holds it.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

// The modules have just run, in one task; hydration starts in the next, so a phone never runs both
// in one go (each alone is a short task, together a long one).
setTimeout(() => {
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
}, 0);
