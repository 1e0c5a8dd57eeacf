// The scenario editor: every scenario block gets an "Edit and run" button. Editing re-runs the
// scenario in a worker (scenario-worker.js, the model compiled to WebAssembly) and replaces the block's
// diagnostics, trace and pin line with the HTML the module renders — the build's own renderer
// (Wasm/PageEntry.swift). A version picker, a comparison with a second version, Reset, and a link that
// carries the edited scenario in the URL's fragment (#edit=<block>&ios=…&compare=…&src=…, no server).
// Nothing here runs without the partial's <template id="scenario-editor">, which the build writes
// only when it has the module; the module loads when a reader first opens an editor. All words come
// from the partial (EditorStrings). Without JavaScript the page is as the build wrote it.
(function () {
  "use strict";
  var template = document.getElementById("scenario-editor");
  if (!template || !window.Worker || !window.WebAssembly) return;
  var words = template.dataset;
  var language = document.documentElement.lang || "en";

  // A run that takes longer than this (ms) ends its worker; the native limits (events, depth, length)
  // stop hostile input well before it, so only a model bug or a very slow machine reaches it.
  var timeLimit = 4000;
  // Typing pauses this long before a re-run.
  var DEBOUNCE_MS = 150;

  // --- The worker: one per page, started on the first edit, replaced when a run overruns or traps.
  var worker = null;
  var ready = null;
  var running = null; // {editor, timer}
  var queue = []; // editors waiting for a run, each at most once

  function startWorker() {
    worker = new Worker(words.worker, { type: "module" });
    ready = new Promise(function (resolve, reject) {
      worker.onmessage = function (event) {
        var message = event.data;
        if (message.type === "ready") resolve(message.versions);
        else if (message.type === "failed" && message.id === undefined) reject(new Error(message.message));
        else finishRun(message);
      };
      worker.onerror = function (event) { reject(new Error(event.message || "worker")); };
    });
    worker.postMessage({ type: "load", module: words.module });
    return ready;
  }

  function stopWorker() {
    if (worker) worker.terminate();
    worker = null;
    ready = null;
  }

  function schedule(editor) {
    if (queue.indexOf(editor) < 0) queue.push(editor);
    pump();
  }

  function pump() {
    if (running || queue.length === 0) return;
    var editor = queue.shift();
    if (!ready) startWorker();
    var request = editor.request();
    editor.status(words.running);
    running = { editor: editor, id: request.id, timer: 0 };
    var current = running;
    ready.then(function () {
      if (running !== current) return;
      current.timer = setTimeout(function () {
        // The worker is busy in the module and cannot be interrupted: end it, start afresh next time.
        stopWorker();
        running = null;
        editor.status(words.stopped);
        pump();
      }, timeLimit);
      worker.postMessage(request.message);
    }, function () {
      stopWorker();
      running = null;
      editor.status(words.failed);
      queue = [];
    });
  }

  function finishRun(message) {
    if (!running || message.id !== running.id) return;
    clearTimeout(running.timer);
    var editor = running.editor;
    running = null;
    if (message.type === "result") editor.show(message.result);
    else {
      stopWorker();
      editor.status(words.failed);
    }
    pump();
  }

  // --- Share links: #edit=<block id>&ios=<major>&compare=<major or the block's list>&src=<base64url of
  // the UTF-8>.
  function encodeSource(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = "";
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function decodeSource(text) {
    var binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }

  function sharedState() {
    if (location.hash.indexOf("#edit=") !== 0) return null;
    var parameters = new URLSearchParams(location.hash.slice(1));
    try {
      return { block: parameters.get("edit"), ios: parameters.get("ios") || "", compare: parameters.get("compare") || "",
        source: parameters.has("src") ? decodeSource(parameters.get("src")) : null };
    } catch (error) {
      return null;
    }
  }

  // --- One block's editor.
  var counter = 0;

  function Editor(section) {
    this.section = section;
    this.listing = section.querySelector("pre.scenario-source");
    this.original = sourceOf(this.listing);
    this.opened = false;
    var button = template.content.querySelector(".scenario-edit").cloneNode(true);
    this.button = button;
    var self = this;
    button.addEventListener("click", function () {
      if (self.opened) self.textarea.focus();
      else self.open(null);
    });
    section.querySelector(".scenario-header").appendChild(button);
  }

  // The listing's text: each line's span without its number (ScenarioExpander.sourceListing).
  function sourceOf(listing) {
    var lines = [];
    listing.querySelectorAll(".line").forEach(function (line) {
      var copy = line.cloneNode(true);
      var number = copy.querySelector(".line-number");
      if (number) number.remove();
      lines.push(copy.textContent);
    });
    return lines.join("\n") + "\n";
  }

  Editor.prototype.open = function (shared) {
    var self = this;
    var section = this.section;
    this.opened = true;
    this.button.setAttribute("aria-expanded", "true");
    this.button.hidden = true;
    var panel = template.content.querySelector(".scenario-editor").cloneNode(true);
    panel.id = section.id + "-editor";
    var id = "scenario-editor-" + (++counter);
    this.textarea = panel.querySelector(".editor-source");
    this.textarea.id = id + "-source";
    this.version = panel.querySelector(".editor-version");
    this.version.id = id + "-version";
    this.compare = panel.querySelector(".editor-compare");
    this.compare.id = id + "-compare";
    this.statusLine = panel.querySelector(".editor-status");
    this.textarea.value = shared && shared.source !== null ? shared.source : this.original;
    this.textarea.rows = Math.min(24, Math.max(4, this.textarea.value.split("\n").length));
    this.listing.hidden = true;
    this.listing.parentNode.insertBefore(panel, this.listing);
    this.button.setAttribute("aria-controls", panel.id);

    // The build's result nodes move into one region the editor replaces; Reset puts them back.
    this.result = document.createElement("div");
    this.result.className = "scenario-result";
    this.originalNodes = Array.prototype.filter.call(section.children, function (node) {
      return node.matches(".diagnostics, .trace-filter, .trace-scroll, .trace-legend, .evidence-note, " +
        ".trace-empty, .compare, .pinned");
    });
    var first = this.originalNodes[0];
    section.insertBefore(this.result, first || null);
    this.originalNodes.forEach(function (node) { self.result.appendChild(node); });
    this.retarget();
    this.hasFigures = !!section.querySelector("figure");

    var timer = 0;
    this.textarea.addEventListener("input", function () {
      // From the first keystroke to its trace: the budget the README states (the browser test reads it).
      if (!performance.getEntriesByName("lifeline-first-edit").length) performance.mark("lifeline-first-edit");
      clearTimeout(timer);
      timer = setTimeout(function () { schedule(self); }, DEBOUNCE_MS);
    });
    this.version.addEventListener("change", function () { schedule(self); });
    this.compare.addEventListener("change", function () { schedule(self); });
    panel.querySelector(".editor-reset").addEventListener("click", function () { self.reset(); });
    panel.querySelector(".editor-share").addEventListener("click", function () { self.share(); });
    // A line link (trace rows, diagnostics, an error's line:column) puts the caret on that line.
    section.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[data-line]");
      if (!link || !self.opened) return;
      event.preventDefault();
      var column = /^\d+:(\d+)$/.exec(link.textContent);
      self.caret(Number(link.dataset.line), column ? Number(column[1]) : 1);
    });

    this.status(words.loading);
    // From opening the editor to its first trace: the budget the README states (the browser test reads it).
    if (!performance.getEntriesByName("lifeline-editor-open").length) performance.mark("lifeline-editor-open");
    if (!ready) startWorker();
    ready.then(function (versions) {
      self.fillVersions(versions, shared);
      schedule(self);
    }, function () { self.status(words.failed); });
    this.textarea.focus();
  };

  Editor.prototype.fillVersions = function (versions, shared) {
    var section = this.section;
    var self = this;
    var newest = versions[versions.length - 1];
    this.initialVersion = String(section.dataset.ios || newest).split(".")[0];
    this.initialCompare = section.dataset.compare || "";
    versions.forEach(function (major) {
      self.version.appendChild(new Option("iOS " + major, String(major)));
      self.compare.appendChild(new Option("iOS " + major, String(major)));
    });
    if (this.initialCompare) {
      var label = this.initialCompare === "all" ? "iOS " + versions[0] + "–" + newest :
        "iOS " + this.initialCompare.split(",").join(" · ");
      this.compare.insertBefore(new Option(label, this.initialCompare), this.compare.options[1]);
    }
    this.select(shared ? shared.ios || this.initialVersion : this.initialVersion,
      shared ? shared.compare : this.initialCompare);
  };

  Editor.prototype.select = function (ios, compare) {
    this.version.value = ios;
    if (this.version.selectedIndex < 0) this.version.value = this.initialVersion;
    this.compare.value = compare;
    if (this.compare.selectedIndex < 0) this.compare.value = "";
    // A comparison runs on its own versions; the picker then names the newest of them.
    this.version.disabled = this.compare.value.indexOf(",") >= 0 || this.compare.value === "all";
  };

  // The versions to compare: the block's list, or the picked version with the chosen one, oldest first.
  Editor.prototype.comparedVersions = function () {
    var compare = this.compare.value;
    if (!compare || compare.indexOf(",") >= 0 || compare === "all") return compare;
    var pair = [Number(this.version.value), Number(compare)].sort(function (a, b) { return a - b; });
    return pair[0] === pair[1] ? "" : pair.join(",");
  };

  // The worker's message for the scenario as it stands, with the block's options.
  Editor.prototype.request = function () {
    this.version.disabled = this.compare.value.indexOf(",") >= 0 || this.compare.value === "all";
    var section = this.section;
    var title = section.querySelector(".scenario-title");
    var id = ++counter;
    var options = {
      ios: this.version.value,
      compare: this.comparedVersions(),
      title: title ? title.textContent : "",
      lang: language,
      anchor: section.id,
      registry: section.dataset.registry || "",
      only: section.dataset.only || "",
    };
    return { id: id, message: { type: "run", id: id, source: this.textarea.value, options: options,
      pin: section.dataset.pin || "" } };
  };

  // Once the editor replaces the listing, line links lead to the editor's text (and the click handler
  // puts the caret on the line).
  Editor.prototype.retarget = function () {
    var prefix = "#" + this.section.id + "-L";
    var target = "#" + this.textarea.id;
    this.result.querySelectorAll("a[href^='" + prefix + "']").forEach(function (link) {
      link.dataset.line = link.getAttribute("href").slice(prefix.length);
      link.setAttribute("href", target);
    });
  };

  Editor.prototype.show = function (result) {
    this.result.innerHTML = result.html;
    this.retarget();
    if (!performance.getEntriesByName("lifeline-first-trace").length) {
      performance.measure("lifeline-first-trace", "lifeline-editor-open");
    }
    if (performance.getEntriesByName("lifeline-first-edit").length &&
        !performance.getEntriesByName("lifeline-first-edit-trace").length) {
      performance.measure("lifeline-first-edit-trace", "lifeline-first-edit");
    }
    this.result.querySelectorAll("table.trace").forEach(function (table) {
      if (window.LifelineTraces) window.LifelineTraces.enhance(table);
    });
    var edited = this.textarea.value !== this.original;
    this.status(result.error ? result.error.line + ":" + result.error.column + " " + result.error.message :
      words.updated + (edited && this.hasFigures ? " · " + words.diagrams : ""));
    this.section.classList.toggle("scenario-failed", !!result.error);
  };

  Editor.prototype.status = function (text) {
    this.statusLine.textContent = text;
  };

  Editor.prototype.caret = function (line, column) {
    var lines = this.textarea.value.split("\n");
    var offset = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    offset += Math.max(0, Math.min(column - 1, (lines[line - 1] || "").length));
    this.textarea.focus();
    this.textarea.setSelectionRange(offset, offset);
  };

  Editor.prototype.reset = function () {
    var self = this;
    this.textarea.value = this.original;
    this.select(this.initialVersion, this.initialCompare);
    this.result.innerHTML = "";
    this.originalNodes.forEach(function (node) { self.result.appendChild(node); });
    this.section.classList.remove("scenario-failed");
    this.status("");
    if (location.hash.indexOf("#edit=") === 0) history.replaceState(null, "", "#" + this.section.id);
  };

  Editor.prototype.link = function () {
    var parameters = new URLSearchParams();
    parameters.set("edit", this.section.id);
    // The pickers' states: the version, and the other version or the block's own list to compare with.
    parameters.set("ios", this.version.value);
    if (this.compare.value) parameters.set("compare", this.compare.value);
    parameters.set("src", encodeSource(this.textarea.value));
    return location.href.split("#")[0] + "#" + parameters.toString();
  };

  Editor.prototype.share = function () {
    var self = this;
    var url = this.link();
    history.replaceState(null, "", url);
    var done = function () { self.status(words.shared); };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(done, function () { self.status(url); });
    } else {
      self.status(url);
    }
  };

  // For the browser test: a shorter time limit shows that an overrunning worker is replaced.
  window.LifelineEditor = { setTimeLimit: function (milliseconds) { timeLimit = milliseconds; } };

  var editors = {};
  document.querySelectorAll("section.scenario").forEach(function (section) {
    if (section.querySelector("pre.scenario-source")) editors[section.id] = new Editor(section);
  });

  // A shared link opens its block's editor with the shared scenario; the playground's block opens
  // itself (data-edit="open").
  var shared = sharedState();
  if (shared && editors[shared.block]) {
    editors[shared.block].open(shared);
    editors[shared.block].section.scrollIntoView();
  }
  Object.keys(editors).forEach(function (id) {
    var editor = editors[id];
    if (!editor.opened && editor.section.dataset.edit === "open") editor.open(null);
  });
})();
