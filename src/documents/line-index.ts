/**
 * The line of any character offset of a text fed to it chunk by chunk: the offsets of its newlines
 * in a growing typed array (4 bytes a line), searched by bisection.
 */
export class LineIndex {
  private newlines = new Uint32Array(1024);
  private count = 0;
  private length = 0;

  /** Adds the next chunk of the text. */
  feed(text: string): void {
    for (let position = text.indexOf('\n'); position !== -1; position = text.indexOf('\n', position + 1)) {
      if (this.count === this.newlines.length) {
        const grown = new Uint32Array(this.newlines.length * 2);
        grown.set(this.newlines);
        this.newlines = grown;
      }
      this.newlines[this.count] = this.length + position;
      this.count += 1;
    }
    this.length += text.length;
  }

  /** The 1-based line holding `offset`. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.count;
    // The number of newlines before `offset`.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.newlines[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  }
}
