/**
 * The header's sign-in menu links (sitePaths) resolve in both languages for all three
 * brands — nothing leads to a 404; signed out, the portal and a GET of sign-out lead to sign-in.
 */
import { expect, test } from "@playwright/test";

const brands = ["lonestar", "bluebonnet", "delsol"];
const pages = ["/sign-in", "/create-account", "/forgot-password", "/set-password?token=abc&state=TX", "/account/sign-in", "/account/forgot-password"];

for (const brand of brands) {
  test(`account links resolve for ${brand}, English and Spanish`, async ({ request }) => {
    for (const prefix of ["", "/es"]) {
      for (const path of pages) {
        const [bare, query] = path.split("?");
        const response = await request.get(`${prefix}${bare}?${query ? `${query}&` : ""}brand=${brand}`);
        expect(response.status(), `${prefix}${path}`).toBe(200);
      }
      for (const path of ["/portal", "/sign-out"]) {
        const response = await request.get(`${prefix}${path}?brand=${brand}`, { maxRedirects: 0 });
        expect(response.status(), `${prefix}${path}`).toBe(302);
        // A brand whose language is Spanish (delsol) answers an English address in Spanish.
        // The portal sends a signed-out visitor to sign in and back (?redirectTo=); sign-out to sign-in.
        expect(response.headers()["location"]).toMatch(prefix ? /^\/es\/sign-in(\?redirectTo=[^&]+)?$/ : /^(\/es)?\/sign-in(\?redirectTo=[^&]+)?$/);
      }
    }
  });
}
