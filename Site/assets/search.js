// Client-side search over the per-language index the build writes (search-index.json).
// Keyboard: "/" focuses the box, ↑/↓ move through results, Enter opens, Esc closes.
(function () {
  "use strict";
  var box = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (!box || !list) return;
  // Entries' URLs are relative to the index file, so the site works under any base path.
  var indexURL = new URL(box.getAttribute("data-index"), location.href);
  var index = null, loading = null, active = -1;

  function load() {
    if (index) return Promise.resolve(index);
    if (!loading) {
      loading = fetch(indexURL).then(function (r) { return r.json(); }).then(function (data) {
        index = data.pages.map(function (p) {
          return { page: p, title: fold(p.title), headings: fold(p.headings.join(" ")), text: fold(p.text) };
        });
        return index;
      });
    }
    return loading;
  }

  // Case- and accent-insensitive matching that leaves Cyrillic and CJK intact.
  function fold(s) { return s.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, ""); }

  function score(entry, terms) {
    var total = 0;
    for (var i = 0; i < terms.length; i++) {
      var t = terms[i], s = 0;
      if (entry.title.indexOf(t) >= 0) s += 10;
      if (entry.headings.indexOf(t) >= 0) s += 4;
      if (entry.text.indexOf(t) >= 0) s += 1;
      if (s === 0) return 0;          // every term must match somewhere
      total += s;
    }
    return total;
  }

  function snippet(page, terms) {
    var lower = fold(page.text), at = -1;
    for (var i = 0; i < terms.length && at < 0; i++) at = lower.indexOf(terms[i]);
    if (at < 0) return page.description || "";
    var start = Math.max(0, at - 40);
    return (start > 0 ? "…" : "") + page.text.slice(start, start + 140) + "…";
  }

  function render(results, terms) {
    list.textContent = "";
    active = -1;
    if (!results.length) {
      var none = document.createElement("li");
      none.className = "search-empty";
      none.textContent = list.getAttribute("data-empty") || "No results";
      list.appendChild(none);
    }
    results.slice(0, 12).forEach(function (r) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = new URL(r.page.url, indexURL).href;
      var title = document.createElement("strong");
      title.textContent = r.page.title;
      var text = document.createElement("span");
      text.textContent = snippet(r.page, terms);
      a.appendChild(title);
      a.appendChild(text);
      li.appendChild(a);
      list.appendChild(li);
    });
    list.hidden = false;
  }

  function search() {
    var query = fold(box.value.trim());
    if (!query) { list.hidden = true; list.textContent = ""; return; }
    var terms = query.split(/\s+/);
    load().then(function (entries) {
      var results = [];
      entries.forEach(function (e) { var s = score(e, terms); if (s > 0) results.push({ page: e.page, score: s }); });
      results.sort(function (a, b) { return b.score - a.score || (a.page.title < b.page.title ? -1 : 1); });
      render(results, terms);
    });
  }

  function move(delta) {
    var links = list.querySelectorAll("a");
    if (!links.length) return;
    active = (active + delta + links.length) % links.length;
    links[active].focus();
  }

  box.addEventListener("input", search);
  box.addEventListener("focus", function () { load(); });
  box.addEventListener("keydown", function (e) {
    if (e.key === "ArrowDown") { e.preventDefault(); move(1); }
    else if (e.key === "Enter") { var first = list.querySelector("a"); if (first) location.href = first.href; }
    else if (e.key === "Escape") { box.value = ""; search(); box.blur(); }
  });
  list.addEventListener("keydown", function (e) {
    if (e.key === "ArrowDown") { e.preventDefault(); move(1); }
    else if (e.key === "ArrowUp") { e.preventDefault(); if (active <= 0) { active = -1; box.focus(); } else move(-1); }
    else if (e.key === "Escape") { box.focus(); }
  });
  document.addEventListener("keydown", function (e) {
    var tag = (document.activeElement && document.activeElement.tagName) || "";
    if (e.key === "/" && tag !== "INPUT" && tag !== "TEXTAREA") { e.preventDefault(); box.focus(); }
  });
})();
