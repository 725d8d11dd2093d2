/* jellybit's only script besides htmx: CSRF header, polite polling, copy buttons, PWA glue.
   No inline scripts anywhere (the CSP forbids them), so everything hooks in from here. */
(function () {
  "use strict";

  function csrf() {
    var m = document.querySelector('meta[name="csrf-token"]');
    return m ? m.content : "";
  }

  // Every htmx request carries the session's CSRF token (forms also carry it as a hidden field).
  document.addEventListener("htmx:configRequest", function (evt) {
    evt.detail.headers["X-CSRF-Token"] = csrf();
  });

  // A polling card must never wipe what the person is doing: skip a refresh while the card has an open
  // confirm step, keyboard focus, a fresh "copied" label, or while the page is hidden.
  document.addEventListener("htmx:beforeRequest", function (evt) {
    var elt = evt.detail.elt;
    if (!elt || !elt.classList || !elt.classList.contains("card") || evt.detail.requestConfig.verb !== "get") return;
    var busy = document.hidden ||
      elt.querySelector("details[open], .copy.copied") !== null ||
      (document.activeElement && document.activeElement !== document.body && elt.contains(document.activeElement) &&
       document.activeElement.matches("input, textarea, select, summary, button"));
    if (busy) evt.preventDefault();
  });

  // Problems the page cannot show in place (network down, server error) go to a small toast.
  var toastTimer = null;
  function toast(text) {
    var t = document.getElementById("toast");
    if (!t) return;
    t.textContent = text;
    t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { t.hidden = true; }, 5000);
  }
  document.addEventListener("htmx:sendError", function (evt) {
    if (evt.detail.elt && evt.detail.elt.classList.contains("card")) return; // a poll: try again next tick
    toast("jellybit is unreachable. Check your connection.");
  });
  document.addEventListener("htmx:responseError", function (evt) {
    var xhr = evt.detail.xhr;
    if (evt.detail.elt && evt.detail.elt.classList.contains("card") && xhr.status >= 500) return;
    toast("That did not work (error " + xhr.status + ", request " + (xhr.getResponseHeader("X-Request-ID") || "?") + ").");
  });

  // Copy buttons: each copies exactly its own hash and says "copied" for a moment.
  function fallbackCopy(text) {
    var ta = document.createElement("textarea");
    ta.value = text;
    ta.setAttribute("readonly", "");
    ta.className = "offscreen";
    document.body.appendChild(ta);
    ta.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(ta);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy failed"));
  }
  document.addEventListener("click", function (evt) {
    var button = evt.target.closest && evt.target.closest("button[data-copy]");
    if (!button) return;
    var text = button.getAttribute("data-copy");
    var done = navigator.clipboard && window.isSecureContext ? navigator.clipboard.writeText(text) : fallbackCopy(text);
    done.then(function () {
      button.textContent = "copied";
      button.classList.add("copied");
      setTimeout(function () { button.textContent = "Copy"; button.classList.remove("copied"); }, 1500);
    }, function () { toast("Could not copy; long-press the hash instead."); });
  });

  // After a successful add the form empties (what was typed is now a card below it).
  document.addEventListener("htmx:afterRequest", function (evt) {
    var form = evt.detail.elt;
    if (form && form.id === "add-form" && evt.detail.successful) form.reset();
  });

  // magnet: links open the add page (browsers that honour the manifest's protocol_handlers do it there).
  document.addEventListener("DOMContentLoaded", function () {
    var b = document.getElementById("register-magnet");
    if (b && navigator.registerProtocolHandler) {
      b.hidden = false;
      b.addEventListener("click", function () {
        try {
          navigator.registerProtocolHandler("magnet", location.origin + "/add?magnet=%s");
          b.textContent = "Asked your browser to open magnet: links here";
        } catch (e) { toast("This browser does not allow it."); }
      });
    }
  });

  if ("serviceWorker" in navigator && window.isSecureContext) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () { /* offline shell is optional */ });
    });
  }
})();
