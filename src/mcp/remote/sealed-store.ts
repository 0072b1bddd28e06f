import { InputError } from '../../core/errors.ts';
import type { RemoteStore, StoreSpace } from './store.ts';
import { canHold, checkPut } from './store-input.ts';
import { importStoreKey, STORE_KEY_VARIABLE } from './store-key.ts';

/** The format's version, first in every sealed value, so that a later format can tell old records. */
const VERSION = 'v1';
const IV_BYTES = 12;
/**
 * Where the store keeps a sealed known text: a key that cannot open it is refused at start. In the space
 * of Pike13 grants, whose keys no request names (a client id could be any text).
 */
const KEY_CHECK_SPACE: StoreSpace = 'pike13';
const KEY_CHECK = '~store-key-check';
const KEY_CHECK_TEXT = 'pike13 remote MCP store';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A store whose values are sealed with AES-256-GCM before they reach `store`: its files, tables and keys
 * hold no token in the clear. The associated data names the space and key, so a sealed value moved to
 * another key does not open. Resolves once the key has opened the store's check record (or written it);
 * a wrong key is refused here, never met later as garbage.
 */
export async function sealedStore(store: RemoteStore, key: string): Promise<RemoteStore> {
  const cryptoKey = await importStoreKey(key);
  const sealed = new SealedStore(store, cryptoKey);
  await sealed.checkKey();
  return sealed;
}

class SealedStore implements RemoteStore {
  readonly #store: RemoteStore;
  readonly #key: CryptoKey;

  constructor(store: RemoteStore, key: CryptoKey) {
    this.#store = store;
    this.#key = key;
  }

  /** Opens the check record (writing it into a new store); a wrong key throws. */
  async checkKey(): Promise<void> {
    const found = await this.#store.get(KEY_CHECK_SPACE, KEY_CHECK);
    if (found === undefined) {
      const sealed = await this.#seal(KEY_CHECK_SPACE, KEY_CHECK, KEY_CHECK_TEXT);
      await this.#store.put(KEY_CHECK_SPACE, KEY_CHECK, sealed);
      return;
    }
    const text = await this.#open(KEY_CHECK_SPACE, KEY_CHECK, found).catch(() => undefined);
    if (text !== KEY_CHECK_TEXT) {
      throw new InputError(
        `${STORE_KEY_VARIABLE} does not open this store: another key sealed its records`,
        'key',
      );
    }
  }

  async put(space: StoreSpace, key: string, value: unknown, ttlMs?: number): Promise<void> {
    const json = checkPut(space, key, value, ttlMs);
    await this.#store.put(space, key, await this.#seal(space, key, json), ttlMs);
  }

  async get(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    return this.#value(space, key, await this.#store.get(space, key));
  }

  async take(space: StoreSpace, key: string): Promise<unknown> {
    if (!canHold(space, key)) return undefined;
    return this.#value(space, key, await this.#store.take(space, key));
  }

  delete(space: StoreSpace, key: string): Promise<void> {
    return this.#store.delete(space, key);
  }

  close(): Promise<void> {
    return this.#store.close();
  }

  async #value(space: StoreSpace, key: string, sealed: unknown): Promise<unknown> {
    if (sealed === undefined) return undefined;
    let json: string;
    try {
      json = await this.#open(space, key, sealed);
    } catch {
      throw new Error(
        `a stored ${space} record does not open with ${STORE_KEY_VARIABLE}: sealed by another key, or changed`,
      );
    }
    return JSON.parse(json);
  }

  async #seal(space: StoreSpace, key: string, text: string): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: slotOf(space, key) },
      this.#key,
      encoder.encode(text),
    );
    return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(data))}`;
  }

  async #open(space: StoreSpace, key: string, sealed: unknown): Promise<string> {
    const [version, iv, data, extra] = typeof sealed === 'string' ? sealed.split('.') : [];
    if (version !== VERSION || iv === undefined || data === undefined || extra !== undefined) {
      throw new Error('not a sealed value');
    }
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv), additionalData: slotOf(space, key) },
      this.#key,
      fromBase64(data),
    );
    return decoder.decode(plain);
  }
}

/** The associated data: the record's space and key, so that its sealed value opens nowhere else. */
function slotOf(space: StoreSpace, key: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`pike13-mcp-store\u0000${space}\u0000${key}`);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
