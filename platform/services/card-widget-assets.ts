/**
 * The browser side of the sandbox card widget (doc3 §7.3), served by the processor under
 * /sandbox/ (the public listener forwards /sandbox/ to the platform):
 * - LOADER_SCRIPT (/sandbox/card-widget.js): the page loads it; it puts the processor's frame into
 *   every `[data-sandbox-card-widget]` element (data-merchant-id, data-lang, data-title) and turns the
 *   frame's messages into window events: widgetInitialized, tokenGenerating, token (detail: the
 *   card token), tokenFailed (detail: { problems }), widgetError (detail: { message }).
 *   `window.SandboxCardWidget.mount(element)` mounts one element again (pages that render later).
 * - FRAME_SCRIPT (/sandbox/card-widget/frame.js): runs inside the frame, sends the card to the
 *   processor's tokenize call and tells the page the outcome. The card number never leaves the frame
 *   except to the processor.
 * Plain ES2017 without dependencies; no inline script (the site's CSP), no storage.
 */

export const WIDGET_MESSAGE_TYPE = "sandbox-card-widget";

export const LOADER_SCRIPT = `(function () {
  "use strict";
  var TYPE = ${JSON.stringify(WIDGET_MESSAGE_TYPE)};
  var EVENTS = ["widgetInitialized", "tokenGenerating", "token", "tokenFailed", "widgetError"];
  var frames = [];
  function mount(element) {
    if (!element || element.getAttribute("data-mounted") === "1") return;
    element.setAttribute("data-mounted", "1");
    var frame = document.createElement("iframe");
    var params = new URLSearchParams({ merchantId: element.getAttribute("data-merchant-id") || "49", lang: element.getAttribute("data-lang") || "en" });
    frame.src = "/sandbox/card-widget/frame?" + params.toString();
    frame.title = element.getAttribute("data-title") || "Card payment";
    frame.setAttribute("data-sandbox-card-frame", "");
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.minHeight = "22rem";
    element.appendChild(frame);
    frames.push(frame);
  }
  function mountAll() {
    var list = document.querySelectorAll("[data-sandbox-card-widget]");
    for (var i = 0; i < list.length; i++) mount(list[i]);
  }
  window.addEventListener("message", function (event) {
    if (event.origin !== window.location.origin) return;
    var data = event.data;
    if (!data || data.type !== TYPE || EVENTS.indexOf(data.event) < 0) return;
    var from = null;
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === event.source) from = frames[i];
    if (!from) return;
    if (typeof data.height === "number" && data.height > 0) from.style.height = Math.ceil(data.height) + "px";
    if (data.event === "resize") return;
    window.dispatchEvent(new CustomEvent(data.event, { detail: data.detail || {} }));
  });
  window.addEventListener("message", function (event) {
    if (event.origin !== window.location.origin || !event.data || event.data.type !== TYPE || event.data.event !== "resize") return;
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === event.source) frames[i].style.height = Math.ceil(event.data.height) + "px";
  });
  window.SandboxCardWidget = { mount: mount, mountAll: mountAll };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
`;

export const FRAME_SCRIPT = `(function () {
  "use strict";
  var TYPE = ${JSON.stringify(WIDGET_MESSAGE_TYPE)};
  var form = document.getElementById("card-form");
  var status = document.getElementById("card-status");
  var button = document.getElementById("card-submit");
  var texts = JSON.parse(document.getElementById("card-texts").textContent || "{}");
  function tell(name, detail) {
    window.parent.postMessage({ type: TYPE, event: name, detail: detail || {}, height: document.documentElement.scrollHeight }, window.location.origin);
  }
  function resize() {
    window.parent.postMessage({ type: TYPE, event: "resize", height: document.documentElement.scrollHeight }, window.location.origin);
  }
  function showProblems(problems) {
    ["number", "expiry", "cvc", "name"].forEach(function (field) {
      var input = document.getElementById("card-" + field);
      var error = document.getElementById("card-" + field + "-error");
      var problem = problems[field];
      error.textContent = problem ? texts.problems[problem] || texts.problems.invalid : "";
      if (problem) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    });
    var first = ["number", "expiry", "cvc", "name"].filter(function (f) { return problems[f]; })[0];
    if (first) document.getElementById("card-" + first).focus();
    resize();
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    showProblems({});
    status.textContent = texts.generating;
    button.disabled = true;
    tell("tokenGenerating");
    var body = new URLSearchParams(new FormData(form));
    fetch(form.action, { method: "POST", body: body, credentials: "omit", headers: { accept: "application/json" } })
      .then(function (response) {
        return response.json().then(function (answer) { return { status: response.status, answer: answer }; });
      })
      .then(function (result) {
        button.disabled = false;
        if (result.status === 200 && result.answer.isSuccess) {
          var token = result.answer.token;
          status.textContent = texts.accepted.replace("{0}", token.LastFourDigits);
          ["number", "cvc"].forEach(function (f) { document.getElementById("card-" + f).value = ""; });
          tell("token", token);
        } else if (result.status === 422) {
          status.textContent = texts.fix;
          showProblems(result.answer.problems || {});
          tell("tokenFailed", { problems: result.answer.problems || {} });
        } else {
          status.textContent = texts.error;
          tell("widgetError", { message: result.answer.message || texts.error });
        }
        resize();
      })
      .catch(function () {
        button.disabled = false;
        status.textContent = texts.error;
        tell("widgetError", { message: texts.error });
        resize();
      });
  });
  tell("widgetInitialized", { merchantId: form.querySelector("[name=merchantId]").value });
  window.addEventListener("resize", resize);
})();
`;
