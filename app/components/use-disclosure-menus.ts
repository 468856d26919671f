/**
 * The header's menus are <details> disclosures: they open and close without JavaScript, with
 * native keyboard support and expanded state. Once the page is interactive this adds what a menu
 * needs on top: Escape closes the innermost open one and puts focus back on its toggle, a click
 * or focus outside closes it, and a navigation closes them all.
 */
import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

const MENU = "details[data-menu]";

function closeAll(root: HTMLElement, except?: Node) {
  for (const menu of root.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)) {
    if (!except || !menu.contains(except)) menu.open = false;
  }
}

export function useDisclosureMenus(rootRef: RefObject<HTMLElement | null>) {
  const location = useLocation();

  // A navigation closes the menus; the first render does not, so a menu opened before the page's
  // script ran stays open.
  const address = `${location.pathname}${location.search}${location.hash}`;
  const shownAt = useRef(address);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || shownAt.current === address) return;
    shownAt.current = address;
    closeAll(root);
  }, [address, rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;

    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node) closeAll(root, event.target);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node) closeAll(root, event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const active = document.activeElement;
      const open = active?.closest<HTMLDetailsElement>("details[open]") ?? root.querySelector<HTMLDetailsElement>(`${MENU}[open]`);
      if (!open || !root.contains(open)) return;
      open.open = false;
      open.querySelector<HTMLElement>(":scope > summary")?.focus();
      event.preventDefault();
    };

    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [rootRef]);
}
