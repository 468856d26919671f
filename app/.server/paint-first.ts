/**
 * Paint first, then run the page's JavaScript. The document's hydration script (React Router's
 * module script with its route imports) and the module preloads React puts in the head would
 * otherwise compete with the first paint on a slow phone: the preloads at high priority against
 * the font and images, and hydration, a long task, against the first frame. This stream
 * transform lowers the preloads' priority (they still download at once, in parallel) and
 * replaces the module script with a small classic script that runs the same module code once the
 * page has painted. Pages work without JavaScript, so nothing a visitor sees waits for it.
 */
import { Transform } from "node:stream";

const PRELOAD = /<link rel="modulepreload"[^>]*>/;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const SCRIPT_END = "</script>";

/** Text safe inside an inline script: a JSON string with `<` escaped so `</script>` cannot appear. */
function scriptString(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * The classic script standing in for the module script. It waits for the first contentful paint
 * (text held back while the brand font loads is not one), then runs the module code. Where paint
 * timing is not reported it waits for the next frame instead; in a hidden tab, where nothing
 * paints, it runs at once; and it never waits more than 3 s.
 */
export function paintFirstLoader(code: string, nonce: string): string {
  const run = [
    "(function(c,n){var done=false;",
    'function go(){if(done)return;done=true;var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;document.body.appendChild(s)}',
    "function soon(){setTimeout(go,0)}",
    'if(document.visibilityState==="hidden")return go();',
    "setTimeout(go,3000);",
    'var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return requestAnimationFrame(soon);',
    'if(performance.getEntriesByName("first-contentful-paint").length)return soon();',
    'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}});o.observe({type:"paint",buffered:true})',
    `})(${scriptString(code)},${scriptString(nonce)});`,
  ].join("");
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${run}</script>`;
}

/** The last position of `buffer` that can be sent on: before a tag that has not ended yet. */
function safeEnd(buffer: string): number {
  const open = buffer.lastIndexOf("<");
  return open !== -1 && buffer.indexOf(">", open) === -1 ? open : buffer.length;
}

export function paintFirstTransform(nonce: string): Transform {
  let buffer = "";
  let inModule = false;
  const decoder = new TextDecoder();

  function process(push: (text: string) => void, final: boolean) {
    for (;;) {
      if (inModule) {
        const end = buffer.indexOf(SCRIPT_END);
        if (end === -1) break;
        push(paintFirstLoader(buffer.slice(0, end), nonce));
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
      if (next === preload) push(next[0].replace("<link ", '<link fetchpriority="low" '));
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
