// Progressive enhancements for lifecycle blocks. Everything works without this script:
// diagrams are inline SVG, tabs are CSS, the method table shows every row.
(function () {
  "use strict";

  // Mermaid tab: render the source live with mermaid.js, loaded on demand from the configured URL.
  var mermaidURL = document.documentElement.getAttribute("data-mermaid-url");
  var mermaid = null;
  function loadMermaid() {
    if (!mermaid) {
      mermaid = import(mermaidURL).then(function (module) {
        var api = module.default || module;
        var dark = document.documentElement.getAttribute("data-theme") === "dark" ||
          (!document.documentElement.getAttribute("data-theme") && matchMedia("(prefers-color-scheme: dark)").matches);
        api.initialize({ startOnLoad: false, theme: dark ? "dark" : "default", securityLevel: "strict" });
        return api;
      });
    }
    return mermaid;
  }
  var counter = 0;
  document.querySelectorAll(".mermaid-render").forEach(function (button) {
    if (!mermaidURL) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var panel = button.closest(".diagram-mermaid");
      var source = panel.querySelector(".mermaid-source").textContent;
      var target = panel.querySelector(".mermaid-live");
      button.disabled = true;
      loadMermaid().then(function (api) {
        return api.render("lifeline-mermaid-" + (++counter), source);
      }).then(function (result) {
        target.innerHTML = result.svg;
      }).catch(function (error) {
        target.textContent = String(error && error.message || error);
      }).then(function () { button.disabled = false; });
    });
  });

  // Method table: filter rows by phase and by the iOS version they are called on.
  document.querySelectorAll(".catalogue").forEach(function (box) {
    var form = box.querySelector(".catalogue-filter");
    if (!form) return;
    form.hidden = false;
    function apply() {
      var phase = form.elements.phase ? form.elements.phase.value : "";
      var ios = form.elements.ios ? parseInt(form.elements.ios.value, 10) : NaN;
      box.querySelectorAll("tbody tr").forEach(function (row) {
        var show = !phase || row.getAttribute("data-phase") === phase;
        if (show && !isNaN(ios)) {
          var introduced = parseInt(row.getAttribute("data-introduced"), 10);
          var removed = parseInt(row.getAttribute("data-removed"), 10);
          show = !(introduced > ios) && !(removed <= ios);
        }
        row.hidden = !show;
      });
    }
    form.addEventListener("change", apply);
    apply();
  });
})();
