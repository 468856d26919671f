import { describe, expect, it } from "vitest";
import { dataAnswerForPage, documentStatusForPage, FORM_REFUSED_HEADER } from "./form-refusal";

const post = (headers: Record<string, string> = {}) => new Request("http://localhost/sign-in.data", { method: "POST", headers });
const ownNavigation = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

describe("a refused form's answer to the site's own page", () => {
  it("says 200 to the page's script for field errors, a refused sign-in, a changed choice and too many tries, with the refusal in a header and the same body", async () => {
    for (const status of [400, 401, 409, 422, 429]) {
      const answer = dataAnswerForPage(post(), new Response("messages", { status, headers: { "X-Remix-Response": "yes" } }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get(FORM_REFUSED_HEADER)).toBe(String(status));
      expect(answer.headers.get("X-Remix-Response")).toBe("yes");
      expect(await answer.text()).toBe("messages");
    }
  });

  it("leaves other answers as they are: a loader's, a success, a missing page, a server failure", () => {
    const get = new Request("http://localhost/offices.data");
    for (const [request, status] of [
      [get, 400],
      [post(), 200],
      [post(), 404],
      [post(), 405],
      [post(), 500],
      [post(), 503],
    ] as const) {
      const response = new Response(null, { status });
      expect(dataAnswerForPage(request, response)).toBe(response);
    }
  });

  it("says 200 to a form sent without script from one of the site's pages, and keeps the 4xx for any other caller", () => {
    const headers = new Headers();
    expect(documentStatusForPage(post(ownNavigation), 400, headers, false)).toBe(200);
    expect(headers.get(FORM_REFUSED_HEADER)).toBe("400");

    const other = new Headers();
    expect(documentStatusForPage(post(), 400, other, false)).toBe(400);
    expect(documentStatusForPage(post({ ...ownNavigation, "sec-fetch-site": "cross-site" }), 400, other, false)).toBe(400);
    expect(documentStatusForPage(post({ ...ownNavigation, "sec-fetch-mode": "cors" }), 401, other, false)).toBe(401);
    expect(other.has(FORM_REFUSED_HEADER)).toBe(false);
  });

  it("keeps the status of a page that failed (an error boundary), and of a GET", () => {
    expect(documentStatusForPage(post(ownNavigation), 400, new Headers(), true)).toBe(400);
    expect(documentStatusForPage(new Request("http://localhost/x", { headers: ownNavigation }), 404, new Headers(), false)).toBe(404);
  });

  it("says 200 to a fetcher's post to a resource route (its `.data` request), with the route's headers kept, and leaves its server failure as it is", async () => {
    const fetcherPost = new Request("http://localhost/quote/results/verify-owner.data", { method: "POST" });
    const headers = { "X-Remix-Response": "yes", "Cache-Control": "no-store", "Set-Cookie": "visitor=1" };
    const answer = dataAnswerForPage(fetcherPost, new Response("messages", { status: 422, headers }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get(FORM_REFUSED_HEADER)).toBe("422");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Set-Cookie")).toBe("visitor=1");
    expect(await answer.text()).toBe("messages");

    const failure = new Response(null, { status: 500 });
    expect(dataAnswerForPage(fetcherPost, failure)).toBe(failure);
  });
});
