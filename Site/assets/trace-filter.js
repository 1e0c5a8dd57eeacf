// Trace filters (TraceTableHTML's markup). Without this script every trace shows in full; with it,
// each trace gets a toolbar: show only the objects chosen, hide layout callbacks (layout, safe area,
// margins, constraints: the catalogue's layout phase, class "l" on the row), and, for a long
// trace, transactions folded to their appearance callbacks and the app's prints, each with a button
// that unfolds it. The legends' callback summaries (each given once a page, under the first trace
// that calls it) become the callback cells' tooltips.
// Code that replaces a trace table in the page calls window.LifelineTraces.enhance(table) again.
(function () {
  "use strict";

  // A trace of more rows than this opens folded.
  var LONG = 40;
  var TEXT = {
    en: { objects: "Objects", layout: "Hide layout callbacks", unfold: "Unfold all", fold: "Fold all",
          calls: function (n) { return n + (n === 1 ? " call" : " calls"); }, transaction: "Transaction" },
    ru: { objects: "Объекты", layout: "Скрыть вызовы лейаута", unfold: "Развернуть всё", fold: "Свернуть всё",
          calls: function (n) { return "вызовов: " + n; }, transaction: "Транзакция" },
    zh: { objects: "对象", layout: "隐藏布局回调", unfold: "全部展开", fold: "全部折叠",
          calls: function (n) { return n + " 个调用"; }, transaction: "事务" }
  };
  var text = TEXT[document.documentElement.lang] || TEXT.en;
  var counter = 0;

  function element(name, attributes, content) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (content !== undefined) node.textContent = content;
    return node;
  }

  var summaries = null;
  function pageSummaries() {
    if (summaries) return summaries;
    summaries = {};
    document.querySelectorAll(".trace-legend dt > code").forEach(function (code) {
      var summary = code.parentNode.nextElementSibling;
      if (summary && !(code.textContent in summaries)) summaries[code.textContent] = summary.textContent;
    });
    return summaries;
  }

  function tooltips(table) {
    var summaries = pageSummaries();
    table.querySelectorAll("tbody tr:not(.console) td:nth-child(4)").forEach(function (cell) {
      var callback = cell.firstChild && cell.firstChild.nodeValue.trim();
      if (summaries[callback]) cell.title = summaries[callback];
    });
  }

  function enhance(table) {
    if (table.getAttribute("data-enhanced")) return;
    table.setAttribute("data-enhanced", "1");
    tooltips(table);
    var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr:not(.fold)"));
    var objects = [];
    rows.forEach(function (row) {
      var object = objectOf(row);
      if (object && objects.indexOf(object) < 0) objects.push(object);
    });
    var id = "trace-filter-" + (++counter);
    var bar = element("div", { "class": "trace-filter" });
    var chooser = element("fieldset", { "class": "trace-objects" });
    chooser.appendChild(element("legend", {}, text.objects));
    var hidden = {};
    objects.forEach(function (object, index) {
      var box = element("input", { type: "checkbox", id: id + "-o" + index, checked: "" });
      box.addEventListener("change", function () { hidden[object] = !box.checked; apply(); });
      chooser.appendChild(box);
      chooser.appendChild(element("label", { "for": id + "-o" + index }, object));
    });
    bar.appendChild(chooser);
    var layoutBox = element("input", { type: "checkbox", id: id + "-layout" });
    layoutBox.addEventListener("change", apply);
    bar.appendChild(layoutBox);
    bar.appendChild(element("label", { "for": id + "-layout" }, text.layout));

    var bodies = Array.prototype.slice.call(table.tBodies);
    if (rows.length > LONG) {
      bodies.forEach(function (body) {
        var count = body.querySelectorAll("tr").length;
        var toggle = element("tr", { "class": "fold" });
        var cell = element("td", { colspan: "6" });
        var button = element("button", { type: "button", "aria-expanded": "false" },
          text.transaction + " " + body.getAttribute("data-transaction") + " · " + text.calls(count));
        button.addEventListener("click", function () { setFolded(body, !body.classList.contains("folded")); });
        cell.appendChild(button);
        toggle.appendChild(cell);
        body.insertBefore(toggle, body.firstChild);
        setFolded(body, true);
      });
      var all = element("button", { type: "button", "class": "trace-unfold" }, text.unfold);
      all.addEventListener("click", function () {
        var fold = all.textContent === text.fold;
        bodies.forEach(function (body) { setFolded(body, fold); });
        all.textContent = fold ? text.unfold : text.fold;
      });
      bar.appendChild(all);
    }
    var scroll = table.closest(".trace-scroll");
    scroll.parentNode.insertBefore(bar, scroll);

    function apply() {
      rows.forEach(function (row) {
        var object = objectOf(row);
        row.classList.toggle("filtered",
          !!hidden[object] || (layoutBox.checked && row.classList.contains("l")));
      });
    }
  }

  // The object is the row's third cell (TraceTableHTML).
  function objectOf(row) {
    return row.cells[2] ? row.cells[2].textContent : "";
  }

  function setFolded(body, folded) {
    body.classList.toggle("folded", folded);
    var button = body.querySelector("tr.fold button");
    if (button) button.setAttribute("aria-expanded", folded ? "false" : "true");
  }

  window.LifelineTraces = { enhance: enhance };
  document.querySelectorAll("table.trace").forEach(enhance);
})();
