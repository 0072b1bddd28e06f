const encoder = new TextEncoder();

/** The SHA-256 of a text, by Web Crypto: every runtime the receiver runs on has it, so no package is needed. */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}
