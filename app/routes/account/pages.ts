/**
 * The customer-account area (doc1 §2 forgot password; doc3 §2.5, §2.6, §2.8): English at
 * the root, Spanish under /es. `resources` are language-free.
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    route("sign-in", "routes/account/sign-in.tsx", { id: id("account/sign-in") }),
    route("sign-out", "routes/account/sign-out.ts", { id: id("account/sign-out") }),
    route("forgot-password", "routes/account/forgot-password.tsx", { id: id("account/forgot-password") }),
    route("set-password", "routes/account/set-password.tsx", { id: id("account/set-password") }),
    route("create-account", "routes/account/create-account.tsx", { id: id("account/create-account") }),
    // Earlier addresses still linked from content.
    route("account/sign-in", "routes/account/moved.ts", { id: id("account/moved-sign-in") }),
    route("account/forgot-password", "routes/account/moved.ts", { id: id("account/moved-forgot-password") }),
    route("account/create", "routes/account/moved.ts", { id: id("account/moved-create") }),
  ];
}

export const resources: RouteConfigEntry[] = [
  // doc3 §5.6: the zip's city and state for the create-account form.
  route("account/zip", "routes/account/zip.ts", { id: "account/zip" }),
];
