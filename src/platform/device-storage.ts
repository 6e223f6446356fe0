import { STORAGE_KINDS, type PresentItem } from '../domain/stored-item';

/** The parts of the page that hold what is stored on the device: the window, or a test's. */
export type StoragePage = Pick<Window, 'document' | 'location' | 'localStorage' | 'sessionStorage'>;

/** The names of the cookies this page can see, each once. */
export function cookieNames(document: Pick<Document, 'cookie'>): readonly string[] {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/** The keys a storage holds now (a copy: removing while walking the live list would skip some). */
export function keysOf(storage: Storage): readonly string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** localStorage or sessionStorage, or undefined where reading it throws (storage disabled, a sandboxed frame). */
export function storageOf(
  page: Pick<Window, 'localStorage' | 'sessionStorage'>,
  kind: 'localStorage' | 'sessionStorage',
): Storage | undefined {
  try {
    return page[kind];
  } catch {
    return undefined;
  }
}

/** Every cookie and storage key on the device that this page can see, as the inspector and the storage scan list them. */
export function presentItems(page: StoragePage = window): readonly PresentItem[] {
  return STORAGE_KINDS.flatMap((kind): PresentItem[] => {
    if (kind === 'cookie') return cookieNames(page.document).map((name) => ({ kind, name }));
    const storage = storageOf(page, kind);
    return storage ? keysOf(storage).map((name) => ({ kind, name })) : [];
  });
}
