export declare const segmentSettings: (writeKey: string) => Record<string, unknown>;
export declare const FAKE_FBEVENTS: string;
export declare const FAKE_HOTJAR: string;
export declare const FAKE_CLARITY: string;
export declare const PIXEL_GIF_BASE64: string;
