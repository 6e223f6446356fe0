import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorSource } from '../../ports/error-reporter.port';
import { behindPipeline, couldNotBeLoaded, settle, watchConsoleError } from '../../testing/conformance/behind-pipeline';
import {
  describeErrorReporterConformance,
  type DeliveredError,
  type VendorLoad,
} from '../../testing/conformance/error-reporter.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { startBugsnag, type BugsnagModule } from './bugsnag-error-reporter.adapter';
import { bugsnag } from './bugsnag.vendor';

const OPTIONS = { apiKey: '0123456789abcdef0123456789abcdef', releaseStage: 'staging' };

/** One event of a report as Bugsnag's notify API reads it (its payload version 4). */
interface NotifyEvent {
  readonly exceptions: readonly { readonly errorClass: string; readonly message: string }[];
  readonly metaData?: { readonly shellkit?: { readonly source?: ErrorSource } };
  readonly app?: { readonly releaseStage?: string };
  readonly device?: Record<string, unknown>;
  readonly breadcrumbs?: readonly { readonly type: string }[];
}

/** One request Bugsnag made: where to, its API key header, the events in its body. */
interface NotifyRequest {
  readonly url: string;
  readonly apiKey: string | undefined;
  readonly events: readonly NotifyEvent[];
}

/** The SDK's transport, faked: an XMLHttpRequest that records each request and answers as the notify API does (202), or with `status`. */
const api = { requests: [] as NotifyRequest[], status: 202 };
class FakeXhr {
  static readonly DONE = 4;
  readyState = 0;
  status = 0;
  onreadystatechange: (() => void) | null = null;
  #url = '';
  #headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  send(body: string) {
    const { events } = JSON.parse(body) as { events: NotifyEvent[] };
    api.requests.push({ url: this.#url, apiKey: this.#headers['Bugsnag-Api-Key'], events });
    setTimeout(() => {
      this.readyState = 4;
      this.status = api.status;
      this.onreadystatechange?.();
    }, 0);
  }
}

let sdk: BugsnagModule;
beforeAll(async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // @ts-ignore -- an optional peer dependency
  sdk = (await import('@bugsnag/browser')).default as BugsnagModule;
});
afterEach(() => {
  api.requests.length = 0;
  api.status = 202;
  localStorage.clear();
});

const events = () => api.requests.flatMap((request) => request.events);

/** The reports Bugsnag received, in the port's terms. */
const delivered = (): DeliveredError[] =>
  events().map(({ exceptions: [first], metaData }) => ({
    name: first?.errorClass ?? '',
    message: first?.message ?? '',
    source: metaData?.shellkit?.source as ErrorSource,
  }));

describeErrorReporterConformance(
  'Bugsnag',
  (load: VendorLoad) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let making: Promise<unknown> | undefined;
    const importSdk = async () => {
      if (load === 'blocked') throw new TypeError('Failed to fetch dynamically imported module: sdk-faults.js');
      if (load === 'held') await held;
      return sdk;
    };
    return {
      vendor: bugsnag.label,
      make: () => {
        const made = startBugsnag(OPTIONS, fakeAdapterContext().context, importSdk);
        making = made.catch(() => undefined);
        return made;
      },
      release: async () => {
        release();
        await making;
        await settle();
      },
      async delivered() {
        if (load === 'loads') await making;
        await settle();
        return delivered();
      },
    };
  },
  { heldLoad: true, blockedLoad: true },
);

describe('Bugsnag, as the shell starts it', () => {
  it('one POST to notify.bugsnag.com per error, with its key and release stage; nothing stored, no cookie, no breadcrumb of a click', async () => {
    const reporter = await startBugsnag(OPTIONS, fakeAdapterContext().context, async () => sdk);
    document.body.click();
    reporter.captureException(new Error('first'), { source: 'render' });
    await settle();
    expect(api.requests.map(({ url, apiKey }) => `${url} ${apiKey}`)).toEqual([`https://notify.bugsnag.com ${OPTIONS.apiKey}`]);
    expect(events()[0]?.app?.releaseStage).toBe('staging');
    expect(events()[0]?.device?.['id']).toBeUndefined();
    expect((events()[0]?.breadcrumbs ?? []).map(({ type }) => type)).not.toContain('user');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('detects no error of its own: it takes over neither window.onerror nor unhandled rejections; the shell hands each error over', async () => {
    const pageHandler = () => false;
    window.onerror = pageHandler;
    const added = vi.spyOn(window, 'addEventListener');
    await startBugsnag(OPTIONS, fakeAdapterContext().context, async () => sdk);
    expect(window.onerror).toBe(pageHandler);
    expect(added.mock.calls.map(([type]) => type)).not.toContain('unhandledrejection');
    window.onerror = null;
  });

  it('a refused report is reported once to the shell, which logs it naming Bugsnag; nothing is thrown', async () => {
    api.status = 401;
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(bugsnag.label, (reportFailure) => startBugsnag(OPTIONS, { reportFailure }, async () => sdk));
    expect(() => pipeline.deliver((reporter) => reporter.captureException(new Error('refused'), { source: 'render' }))).not.toThrow();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    const shellLines = () => consoleError.mock.calls.map(([line]) => line).filter((line) => String(line).startsWith('[shellkit]'));
    await vi.waitFor(() => expect(shellLines()).toEqual([expect.stringMatching(/^\[shellkit\] Bugsnag /)]));
  });

  it('a blocked SDK chunk: logged once as Bugsnag not loading', async () => {
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(bugsnag.label, () =>
      startBugsnag(OPTIONS, fakeAdapterContext().context, () => Promise.reject(new TypeError('blocked'))),
    );
    pipeline.deliver((reporter) => reporter.captureException(new Error('waiting'), { source: 'render' }));
    await settle();
    expect(consoleError.mock.calls.map(([line]) => line)).toEqual([couldNotBeLoaded('Bugsnag')]);
    expect(api.requests).toEqual([]);
  });
});
