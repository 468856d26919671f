/**
 * Paint first, then load the page's JavaScript. The document's hydration script (React Router's
 * module script with its route imports) and the module preloads React puts in the head would
 * otherwise compete with the first paint on a slow phone: about 160 KB of scripts for the
 * bandwidth, and hydration, a long task, for the first frame. This stream transform takes the
 * module preloads out of the head and replaces the module script with a small classic script
 * that, once the page has painted, adds the same preloads and runs the same module code. Pages
 * work without JavaScript (forms post, links load), and fields keep what was typed before
 * hydration (useTypedBeforeHydration), so nothing a visitor sees or types waits for it.
 */
import { Transform } from "node:stream";

const PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const SCRIPT_END = "</script>";

/** Text safe inside an inline script: a JSON string with `<` escaped so `</script>` cannot appear. */
function scriptString(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The wait shared by the scripts that run after the first paint (this loader and the stylesheet's,
 * critical-css.ts): inside a function that defines `go`, calls it after the first contentful paint
 * (a paint of backgrounds only is not one); where paint timing is not reported, after the next
 * frame; in a hidden tab, where nothing paints, at once; and never more than 3 s after the start.
 */
export const AFTER_FIRST_PAINT = [
  "function soon(){setTimeout(go,0)}",
  'if(document.visibilityState==="hidden")return go();',
  "setTimeout(go,3000);",
  'var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return requestAnimationFrame(soon);',
  'if(performance.getEntriesByName("first-contentful-paint").length)return soon();',
  'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}});o.observe({type:"paint",buffered:true})',
].join("");

/**
 * The classic script standing in for the module script. It waits for the first contentful paint
 * (a paint of backgrounds only is not one), then adds the preloads and the module script. Where
 * paint timing is not reported it waits for the next frame instead; in a hidden tab, where nothing
 * paints, it goes at once; and it never waits more than 3 s. The preloads are added one per task:
 * every request a script starts costs the main thread a few milliseconds (more on a busy phone),
 * and a dozen in one task would make one long task just after the paint. A hidden tab, whose
 * timers the browser slows to one a second, gets them all at once.
 */
export function paintFirstLoader(code: string, preloads: readonly string[], nonce: string): string {
  const run = [
    "(function(c,p,n){var done=false;",
    'function add(i){while(i<p.length){var l=document.createElement("link");l.rel="modulepreload";l.href=p[i++];if(n)l.nonce=n;document.head.appendChild(l);if(document.visibilityState!=="hidden")return setTimeout(add,0,i)}var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;document.body.appendChild(s)}',
    "function go(){if(done)return;done=true;add(0)}",
    AFTER_FIRST_PAINT,
    `})(${scriptString(code)},${scriptString(preloads)},${scriptString(nonce)});`,
  ].join("");
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${run}</script>`;
}

/** The last position of `buffer` that can be sent on: before a tag that has not ended yet. */
function safeEnd(buffer: string): number {
  const open = buffer.lastIndexOf("<");
  return open !== -1 && buffer.indexOf(">", open) === -1 ? open : buffer.length;
}

/**
 * `inserted`: where the module code the loader will insert is collected, for a page whose CSP
 * allows its scripts by hash (the server's page cache); such a page is rendered with no nonce here.
 */
export function paintFirstTransform(nonce: string, inserted?: string[]): Transform {
  let buffer = "";
  let inModule = false;
  const preloads: string[] = [];
  const decoder = new TextDecoder();

  function process(push: (text: string) => void, final: boolean) {
    for (;;) {
      if (inModule) {
        const end = buffer.indexOf(SCRIPT_END);
        if (end === -1) break;
        inserted?.push(buffer.slice(0, end));
        push(paintFirstLoader(buffer.slice(0, end), preloads, nonce));
        buffer = buffer.slice(end + SCRIPT_END.length);
        inModule = false;
        continue;
      }
      const preload = PRELOAD.exec(buffer);
      const script = MODULE_SCRIPT.exec(buffer);
      const next = [preload, script].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
      if (!next) break;
      push(buffer.slice(0, next.index));
      buffer = buffer.slice(next.index + next[0].length);
      if (next === preload) preloads.push(next[1]!.replace(/&amp;/g, "&"));
      else inModule = true;
    }
    if (final) {
      // A module script that never ended is sent as it came.
      push(inModule ? `<script type="module"${nonce ? ` nonce="${nonce}"` : ""}>${buffer}` : buffer);
      buffer = "";
    } else if (!inModule) {
      const end = safeEnd(buffer);
      push(buffer.slice(0, end));
      buffer = buffer.slice(end);
    }
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      buffer += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      process((text) => text && this.push(text), false);
      callback();
    },
    flush(callback) {
      buffer += decoder.decode();
      process((text) => text && this.push(text), true);
      callback();
    },
  });
}
