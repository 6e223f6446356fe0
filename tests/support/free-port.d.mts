/** A port nothing listens on right now on 127.0.0.1, chosen by the OS. */
export declare function freePort(): Promise<number>;
