import type { AnsweredTagFake } from './answered-tag';

/** The shared network's own fakes, by the name tests count their hits under. */
export type SharedFakeName =
  | 'segment-settings'
  | 'segment-api'
  | 'meta-script'
  | 'meta-beacon'
  | 'hotjar'
  | 'clarity'
  | 'posthog'
  | 'ga4-script'
  | 'ga4-collect'
  | 'embed-frame';

/** The fakes the network answers with: its own, and each vendor folder's answered API under the vendor's id (`answeredApi`); `string & {}` keeps the shared names' completion. */
export type FakeVendorName = SharedFakeName | (string & {});

export interface FakeVendorAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string | Buffer;
}

export declare const segmentSettings: (writeKey: string) => Record<string, unknown>;
export declare const FAKE_FBEVENTS: string;
export declare const FAKE_HOTJAR: string;
export declare const FAKE_CLARITY: string;
export declare const FAKE_GTAG: string;
export declare const PIXEL_GIF: Buffer;
export declare const VENDOR_HOSTS: readonly string[];
export declare function isAnsweredTagScript(tag: AnsweredTagFake, url: string | URL): boolean;
export declare function answeredTagScript(tag: AnsweredTagFake): string;
export declare function fakeVendorOf(url: string | URL): FakeVendorName | undefined;
export declare function fakeVendorAnswer(url: string | URL, origin: string | undefined): FakeVendorAnswer;

export interface FakeVendorServer {
  /** Requests received, per vendor host. */
  readonly hits: Record<string, number>;
  /** Chromium flags that send every vendor host here and trust its certificate. */
  readonly chromiumArgs: readonly string[];
  close(): Promise<void>;
}
export declare function startFakeVendorServer(): Promise<FakeVendorServer>;
