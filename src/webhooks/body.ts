/**
 * Reads a request body as text, stopping as soon as it is over `maxBytes` (`undefined` then): a
 * declared `Content-Length` over the cap is refused before reading, a streamed body is counted as it comes.
 */
export async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length')) > maxBytes) return undefined;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
