import type { AnsweredTagFake } from './answered-tag';
import { VENDOR_E2E_FAKES } from './vendor-e2e-fakes.mjs';

/**
 * Every vendor's tag the end-to-end tests answer on the machine, by vendor id: the `answeredTag` of
 * each folder's e2e fake (src/adapters/<vendor>/<vendor>.e2e-fake.mjs), found by its file name, so
 * there is no list here to keep in step (issue 23: a new vendor touches its folder, one registry
 * line and its spec).
 */
export function vendorTagFakes(): Readonly<Record<string, AnsweredTagFake>> {
  return Object.fromEntries(
    Object.entries(VENDOR_E2E_FAKES).flatMap(([vendor, fake]) => (fake.answeredTag ? [[vendor, fake.answeredTag] as const] : [])),
  );
}
