/* jellybit's only script besides htmx: CSRF header, one polite poll per page, copy buttons, PWA glue.
   No inline scripts anywhere (the CSP forbids them), so everything hooks in from here. */
(function () {
  "use strict";

  function csrf() {
    var m = document.querySelector('meta[name="csrf-token"]');
    return m ? m.content : "";
  }

  // Every htmx request carries the session's CSRF token (forms also carry it as a hidden field).
  // The list's one poll (#poll) also says which cards the page shows, which ones it could not refresh
  // last time, and the chip counts it has: the server answers only with what changed.
  var stale = {};
  document.addEventListener("htmx:configRequest", function (evt) {
    evt.detail.headers["X-CSRF-Token"] = csrf();
    if (!evt.detail.elt || evt.detail.elt.id !== "poll") return;
    var ids = [];
    document.querySelectorAll("#list .card[data-id]").forEach(function (c) { ids.push(c.getAttribute("data-id")); });
    var p = evt.detail.parameters;
    p.ids = ids.join(",");
    var ask = [];
    Object.keys(stale).forEach(function (id) {  // asked for once the person is done with the card
      var card = document.getElementById("card-" + id);
      if (!card || !busy(card)) { ask.push(id); delete stale[id]; }
    });
    p.stale = ask.join(",");
    var chips = document.getElementById("chips");
    p.counts = chips ? chips.getAttribute("data-counts") || "" : "";
  });

  // A refresh must never wipe what the person is doing: not while the card has an open confirm step,
  // a refusal to read, keyboard focus or a fresh "copied" label.
  function busy(card) {
    return card.querySelector("details[open], .copy.copied, .refusal") !== null ||
      (document.activeElement && document.activeElement !== document.body && card.contains(document.activeElement) &&
       document.activeElement.matches("input, textarea, select, summary, button"));
  }
  // No polling at all while the page is hidden; a self-polling card (details page) skips while busy.
  document.addEventListener("htmx:beforeRequest", function (evt) {
    var elt = evt.detail.elt;
    if (!elt || evt.detail.requestConfig.verb !== "get") return;
    if (elt.id === "poll" ? document.hidden : elt.classList && elt.classList.contains("card") && (document.hidden || busy(elt))) {
      evt.preventDefault();
    }
  });
  // A changed card the person is using is left alone and asked for again on the next poll.
  document.addEventListener("htmx:oobBeforeSwap", function (evt) {
    var target = evt.detail.target;
    if (target && target.classList && target.classList.contains("card") && busy(target)) {
      evt.detail.shouldSwap = false;
      stale[target.getAttribute("data-id")] = true;
    }
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
  function polling(elt) { return !!elt && (elt.id === "poll" || elt.classList.contains("card")); }
  document.addEventListener("htmx:sendError", function (evt) {
    if (polling(evt.detail.elt)) return; // a poll: try again next tick
    toast("jellybit is unreachable. Check your connection.");
  });
  document.addEventListener("htmx:responseError", function (evt) {
    var xhr = evt.detail.xhr;
    if (polling(evt.detail.elt) && xhr.status >= 500) return;
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

/* Select mode (issue 17): "Select" (or a long press on a card) shows a checkbox on every card; the bar
   applies one command to the checked ones. The cards come back one by one, each with its own result. */
(function () {
  var bar = document.getElementById("bulk");
  if (!bar) return;
  var toggle = bar.querySelector(".select-toggle");
  function picked() { return document.querySelectorAll("#list .card .pick:checked").length; }
  function count() { bar.querySelector(".picked").textContent = picked() + " selected"; }
  function selecting(on) {
    document.body.classList.toggle("selecting", on);
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    toggle.textContent = on ? "Done" : "Select";
    if (!on) document.querySelectorAll("#list .card .pick:checked").forEach(function (c) { c.checked = false; });
    count();
  }
  toggle.addEventListener("click", function () { selecting(!document.body.classList.contains("selecting")); });
  document.addEventListener("change", function (e) { if (e.target.classList.contains("pick")) count(); });
  var timer = null;
  document.addEventListener("pointerdown", function (e) {
    var card = e.target.closest && e.target.closest("#list .card");
    if (!card || e.target.closest("a, button, summary, input, select, textarea")) return;
    timer = setTimeout(function () {
      selecting(true);
      var box = card.querySelector(".pick");
      if (box) { box.checked = true; count(); }
    }, 550);
  });
  ["pointerup", "pointercancel", "pointermove"].forEach(function (t) {
    document.addEventListener(t, function () { clearTimeout(timer); });
  });
  bar.addEventListener("htmx:afterRequest", function () { count(); });
})();

/* The desktop table view: a header sorts the rows of the page by its column (again: the other way). */
document.addEventListener("click", function (e) {
  var button = e.target.closest && e.target.closest("table.dl-table th button.sort");
  if (!button) return;
  var key = button.getAttribute("data-sort");
  var body = button.closest("table").tBodies[0];
  var down = button.getAttribute("aria-sort") !== "ascending";
  var rows = Array.prototype.slice.call(body.rows);
  var numeric = ["progress", "size", "ratio"].indexOf(key) >= 0;
  rows.sort(function (a, b) {
    var x = a.getAttribute("data-sort-" + key), y = b.getAttribute("data-sort-" + key);
    var c = numeric ? parseFloat(x) - parseFloat(y) : (x < y ? -1 : x > y ? 1 : 0);
    return down ? c : -c;
  });
  rows.forEach(function (r) { body.appendChild(r); });
  button.closest("tr").querySelectorAll("button.sort").forEach(function (b) { b.removeAttribute("aria-sort"); });
  button.setAttribute("aria-sort", down ? "ascending" : "descending");
});
