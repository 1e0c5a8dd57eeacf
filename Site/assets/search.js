// Client-side search over the per-language index the build writes (search-index.json).
// Matching is on terms (search-terms.js): Russian words by their stem, Chinese by character bigrams.
// Keyboard: "/" focuses the box, ↑/↓ move through results, Enter opens, Esc closes.
(function () {
  "use strict";
  var box = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var Terms = window.LifelineSearchTerms;
  if (!box || !list || !Terms) return;
  // Entries' URLs are relative to the index file, so the site works under any base path.
  var indexURL = new URL(box.getAttribute("data-index"), location.href);
  var index = null, loading = null, active = -1;

  function load() {
    if (index) return Promise.resolve(index);
    if (!loading) {
      loading = fetch(indexURL).then(function (r) { return r.json(); }).then(function (data) {
        // Each field as " term term … ": a query piece matches inside a term, never across two.
        index = data.pages.map(function (p) {
          return { page: p, title: spaced(Terms.textTerms(p.title)), headings: spaced(Terms.textTerms(p.headings.join(" "))),
                   text: " " + p.terms + " ",
                   folded: { title: Terms.fold(p.title), headings: Terms.fold(p.headings.join(" ")), text: Terms.fold(p.text) } };
        });
        return index;
      });
    }
    return loading;
  }

  function spaced(terms) { return " " + terms.join(" ") + " "; }

  // Every group of the query must be found (see LifelineSearchTerms.queryGroups); each piece found
  // counts 10 in the title, 4 in a heading, 1 in the text. A Chinese run found whole, as the reader
  // wrote it, counts again per piece, twice a piece's weight (20 in the title, 8 in a heading, 2 in the
  // text): 标签栏控制器 ranks the page that says it above one that only shares 控制器 and 标签 with it,
  // and 导航控制器 in a heading outweighs 控制器 in a title (分页控制器), which nearly every title shares.
  function phraseBonus(entry, group) {
    if (!group.phrase) return 0;
    var weight = entry.folded.title.indexOf(group.phrase) >= 0 ? 20
      : entry.folded.headings.indexOf(group.phrase) >= 0 ? 8
      : entry.folded.text.indexOf(group.phrase) >= 0 ? 2 : 0;
    return weight * group.pieces.length;
  }

  function score(entry, groups) {
    var total = 0;
    for (var i = 0; i < groups.length; i++) {
      var found = 0;
      groups[i].pieces.forEach(function (t) {
        var s = 0;
        if (entry.title.indexOf(t) >= 0) s += 10;
        if (entry.headings.indexOf(t) >= 0) s += 4;
        if (entry.text.indexOf(t) >= 0) s += 1;
        if (s > 0) found++;
        total += s;
      });
      if (found < groups[i].need) return 0;
      total += phraseBonus(entry, groups[i]);
    }
    return total;
  }

  // Stems and bigrams are prefixes and pieces of what the text says, so they are found in it.
  function snippet(page, terms) {
    var lower = Terms.fold(page.text), at = -1;
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
    var groups = Terms.queryGroups(box.value);
    if (!groups.length) { list.hidden = true; list.textContent = ""; return; }
    var terms = [].concat.apply([], groups.map(function (g) { return g.pieces; }));
    load().then(function (entries) {
      var results = [];
      entries.forEach(function (e) { var s = score(e, groups); if (s > 0) results.push({ page: e.page, score: s }); });
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
