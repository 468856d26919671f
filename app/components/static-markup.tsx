/**
 * A block of links with nothing else interactive in it (the header's and footer's link lists, the
 * home page's static sections, the office directory): when the page hydrates, React adopts the
 * block's server-rendered markup as it is instead of building a component for each link and
 * walking every element. Such blocks hold about a third of a page's elements and most of its
 * links, so the phone's first seconds of script are that much shorter.
 *
 * The links stay links: a click on one to a page of the site is handed to the router, as a <Link>
 * would do, so it opens without reloading the document. When the block's data changes after that
 * (another language, another brand), the block is rendered afresh from its children.
 *
 * Only links and native disclosure (`<details>`/`<summary>`) may live in such a block: a React
 * control put inside it would be adopted as inert markup. The adopted-markup integration test
 * fails on a button, field or form inside one.
 */
import { createElement, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";

let hydrating = true;

/** Called once the first render of the page has hydrated: blocks mounted later render normally. */
export function markPageHydrated() {
  hydrating = false;
}

type Props = Omit<HTMLAttributes<HTMLElement>, "id" | "children" | "dangerouslySetInnerHTML" | "onClick"> & {
  as: "ul" | "ol" | "nav" | "div" | "section";
  /** Unique in the page: the block's server markup is found by it. */
  id: string;
  /** The data the block is drawn from: while it is the same value, the adopted markup stays. */
  source: unknown;
  "data-testid"?: string;
  children: ReactNode;
};

/** A plain left click on a link to this site, without a target or a download. */
function siteLinkOf(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return null;
  return anchor;
}

export function StaticMarkup({ as, id, source, children, ...attributes }: Props) {
  const navigate = useNavigate();
  const [adopted] = useState(() => {
    if (!hydrating || typeof document === "undefined") return null;
    const node = document.getElementById(id);
    return node ? { html: node.innerHTML, source } : null;
  });
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = siteLinkOf(event);
    if (!anchor) return;
    event.preventDefault();
    void navigate(anchor.pathname + anchor.search + anchor.hash);
  };
  // `data-static-markup` marks the block: tests/integration/adopted-markup.test.ts checks that no
  // adopted block holds a control that needs React (a button, a field, a form).
  if (adopted && adopted.source === source) {
    return createElement(as, { id, onClick, "data-static-markup": "", ...attributes, dangerouslySetInnerHTML: { __html: adopted.html } });
  }
  return createElement(as, { id, onClick, "data-static-markup": "", ...attributes }, children);
}
