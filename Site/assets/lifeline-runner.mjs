// The JavaScript side of lifeline.wasm's C ABI (Wasm/README.md), shared by the page's worker
// (scenario-worker.js) and the Node tests: strings in as UTF-8, JSON out. The module imports nothing.
export class LifelineRunner {
  /** @param {WebAssembly.Instance} instance */
  constructor(instance) {
    this.exports = instance.exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  static async fromBytes(bytes) {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new LifelineRunner(instance);
  }

  /** The output of the last call, as text. */
  output(pointer) {
    const length = this.exports.lifeline_output_length();
    return this.decoder.decode(new Uint8Array(this.exports.memory.buffer, pointer, length));
  }

  /** Copies `text` into the module's memory; the caller frees the pointer. */
  write(text) {
    const bytes = this.encoder.encode(text);
    const pointer = this.exports.lifeline_alloc(bytes.length);
    new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
    return [pointer, bytes.length];
  }

  /**
   * Runs a scenario: the JSON text `lifeline trace --format json` prints, or `{"error": {line, column, message, hint}}`.
   * @param {string} source @param {{ios?: string, title?: string}} options
   */
  runJSON(source, options = {}) {
    const [major, minor] = (options.ios ?? "26").split(".").map(Number);
    const [sourcePointer, sourceLength] = this.write(source);
    const [titlePointer, titleLength] = this.write(options.title ?? "");
    try {
      const result = this.exports.lifeline_run(
        sourcePointer, sourceLength, major, minor || 0, titlePointer, options.title == null ? 0 : titleLength);
      return this.output(result);
    } finally {
      this.exports.lifeline_dealloc(sourcePointer);
      this.exports.lifeline_dealloc(titlePointer);
    }
  }

  run(source, options) { return JSON.parse(this.runJSON(source, options)); }

  /**
   * A scenario block's result as the page shows it (Wasm/PageEntry.swift): `{html, error?, pin?}`.
   * @param {string} source
   * @param {{ios?: string, compare?: string, title?: string, lang?: string, anchor?: string, registry?: string,
   *   only?: string}} options  the block's options; values must not contain a line break
   * @param {string} pin  the block's `expect` body ("" when it has none)
   */
  render(source, options = {}, pin = "") {
    const lines = Object.entries(options)
      .filter(([, value]) => value != null && value !== "")
      .map(([key, value]) => `${key}=${String(value).replace(/[\r\n]/g, " ")}\n`)
      .join("");
    const [sourcePointer, sourceLength] = this.write(source);
    const [optionsPointer, optionsLength] = this.write(lines);
    const [pinPointer, pinLength] = this.write(pin);
    try {
      // One line of JSON, then the HTML as it is.
      const output = this.output(this.exports.lifeline_render(
        sourcePointer, sourceLength, optionsPointer, optionsLength, pinPointer, pinLength));
      const lineEnd = output.indexOf("\n");
      return { ...JSON.parse(output.slice(0, lineEnd)), html: output.slice(lineEnd + 1) };
    } finally {
      this.exports.lifeline_dealloc(sourcePointer);
      this.exports.lifeline_dealloc(optionsPointer);
      this.exports.lifeline_dealloc(pinPointer);
    }
  }

  /** The iOS majors the model knows, oldest first. */
  versions() { return JSON.parse(this.output(this.exports.lifeline_versions())); }

  /** Bytes the module's allocator has handed out and not had back. */
  liveBytes() { return this.exports.lifeline_live_bytes(); }
  peakBytes() { return this.exports.lifeline_peak_bytes(); }
}
