/**
 * An answer already serialized as UTF-8 JSON. A check thread serializes its answer itself, so the event
 * loop neither copies the answer's object graph out of the thread nor serializes it again: it sends these
 * bytes as the HTTP body. `T` is what the bytes parse to, for callers that need the object.
 */
export class JsonAnswer<T> {
  readonly bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    this.bytes = bytes;
  }

  static of<T>(answer: T): JsonAnswer<T> {
    return new JsonAnswer<T>(encoder.encode(JSON.stringify(answer)));
  }

  parse(): T {
    return JSON.parse(decoder.decode(this.bytes)) as T;
  }

  /** The bytes as a Buffer over the same memory, for an HTTP reply. */
  toBuffer(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
