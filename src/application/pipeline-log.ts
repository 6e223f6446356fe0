import type { VendorStatus } from '../domain/vendor-status';

/**
 * What one vendor's pipeline says about it: its state for the inspector (each change once), and its
 * troubles in the console, once per vendor, so a broken vendor cannot flood the visitor's console.
 */
export class PipelineLog {
  readonly #vendor: string;
  readonly #logger: Pick<Console, 'warn' | 'error'> | undefined;
  readonly #reportStatus: ((vendor: string, status: VendorStatus) => void) | undefined;
  #logged = false;
  #warned = false;
  #status: VendorStatus | undefined;

  constructor(
    vendor: string,
    logger: Pick<Console, 'warn' | 'error'> | undefined,
    reportStatus: ((vendor: string, status: VendorStatus) => void) | undefined,
  ) {
    this.#vendor = vendor;
    this.#logger = logger;
    this.#reportStatus = reportStatus;
  }

  status(status: VendorStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#reportStatus?.(this.#vendor, status);
  }

  /** "<vendor> threw; the shell carries on without it.", the first time anything goes wrong with the vendor. */
  errorOnce(what: string, error: unknown): void {
    if (this.#logged) return;
    this.#logged = true;
    (this.#logger ?? console).error(`[shellkit] ${this.#vendor} ${what}; the shell carries on without it.`, error);
  }

  warnOnce(message: string): void {
    if (this.#warned) return;
    this.#warned = true;
    (this.#logger ?? console).warn(`[shellkit] ${this.#vendor}: ${message}`);
  }
}
