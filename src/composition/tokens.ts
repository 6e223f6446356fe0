import type { RouterHistory } from '@tanstack/react-router';
import type { Bind, BindToFluentSyntax, ContainerModuleLoadOptions } from 'inversify';
import type { ConsentHeardByVendors } from '../application/consent-heard-by-vendors';
import type { ShellPipelines } from '../application/shell-pipelines';
import type { LatestPerVendor } from '../application/latest-per-vendor';
import type { ShellActivity } from '../domain/shell-activity';
import type { PresentItem } from '../domain/stored-item';
import type { ShellConfig } from '../domain/shell-config';
import type { VendorStatus } from '../domain/vendor-status';
import type { VisitorLanguage } from '../i18n/catalogs';
import type { LaterTask } from '../platform/later-task';
import type { ConsentPersistence } from '../ports/consent-persistence.port';
import type { ConsentStore } from '../ports/consent-store.port';
import type { ServiceIdentifier } from '../ports/service-identifier';
import type { ShellPorts } from '../ports/shell-ports';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import type { InspectorFeed } from '../ui/inspector/inspector-feed';
import type { ShellContext } from '../ui/shell-context';
import type { ConsentRecording } from './consent-recording';
import type { ContributionProvider } from './contribution-provider';
import type { GppOnPage } from './gpp';
import type { ShellRouter, ShellRouterOptions } from './router';
import type { ShellPortsInput } from './create-shell-ports';
import type { ComposedVendors, StartInTurn, VendorCompositionInput } from './vendor-composition';

// Every token the container knows, in one place. Symbol.for, so a token is the same symbol in every chunk that names it.
const token = <T>(name: string) => Symbol.for(`shellkit.${name}`) as ServiceIdentifier<T>;

// ── What a host binds: the facts of its page, and what differs between the browser, the server's render and tests.

/** The config the page is served with. */
export const SHELL_CONFIG = token<ShellConfig>('ShellConfig');
/** The page's language, loaded. */
export const LANGUAGE = token<VisitorLanguage>('Language');
/** The languages offered when the config names none: the page's own in the browser, every shipped one on the server and in tests. */
export const LANGUAGES_WHEN_UNNAMED = token<readonly string[]>('LanguagesWhenUnnamed');
/** Where the consent engine keeps the decision: localStorage or memory in the browser, memory on the server and in tests. */
export const CONSENT_PERSISTENCE = token<ConsentPersistence>('ConsentPersistence');
/** The browser's Global Privacy Control, read once: the consent snapshot carries it to every reader. */
export const GLOBAL_PRIVACY_CONTROL = token<boolean>('GlobalPrivacyControl');
/** Where vendor work runs (the scheduler): after the next paint in the page, never on the server, at once in tests. */
export const LATER = token<LaterTask>('Later');
/** The composed vendors as the pipelines reach them: the lazily loaded composition in the page, at once in tests, never on the server. */
export const VENDORS = token<() => ComposedVendors | Promise<ComposedVendors>>('Vendors');
/** The router's history (optional: the browser's own when unbound). */
export const ROUTER_HISTORY = token<RouterHistory>('RouterHistory');
/** The router's scroll handling and whether it takes over a prerendered page (ShellRouterOptions). */
export const ROUTER_RENDERING = token<Omit<ShellRouterOptions, 'context' | 'history'>>('RouterRendering');
/** Optional: proof of consent, made from the engine's store where the page's server keeps a ledger. */
export const RECORD_CONSENT = token<(store: ConsentStore) => ConsentRecording | undefined>('RecordConsent');
/** Optional: what watches the pipelines (the inspector's activity and vendor board), and where unsent calls wait. */
export const PIPELINE_OPTIONS = token<Pick<ShellPortsInput, 'record' | 'reportStatus' | 'unsent'>>('PipelineOptions');
/** Optional: the ports as the page hands them to the router (the browser's hand-off at the first page view). */
export const PORTS_FOR_PAGE = token<(ports: ShellPorts) => ShellPorts>('PortsForPage');
/** Optional: the inspector's feed, when the config enables it. */
export const INSPECTOR = token<InspectorFeed>('Inspector');
/** The IAB Global Privacy Platform on the page (`__gpp`; docs/gpp.md): browser hosts only. */
export const GPP = token<GppOnPage>('Gpp');
/** Optional: the hooks the vendors report through, and the testers' adapters (VendorCompositionInput). */
export const VENDOR_HOOKS = token<Omit<VendorCompositionInput, 'config' | 'consent' | 'getRouter'>>('VendorHooks');

// ── What the shell module binds from them (shell-module.ts).

/** The consent engine's store, on the host's persistence, with its GPC. */
export const CONSENT_ENGINE = token<ConsentStore>('ConsentEngine');
/** Proof of consent (undefined without a ledger): its outbox is the context's receipts. */
export const CONSENT_RECORDING = token<{ readonly recording: ConsentRecording | undefined }>('ConsentRecording');
/** The store the page decides through: the engine's, recorded where there is a ledger. */
export const CONSENT = token<ConsentStore>('Consent');
/** The same decisions as the vendors hear them, in a later task. */
export const VENDOR_CONSENT = token<ConsentHeardByVendors>('VendorConsent');
/** One pipeline per switched-on vendor, and what they hold for the inspector. */
export const SHELL_PIPELINES = token<ShellPipelines>('ShellPipelines');
/** The router's context, complete. */
export const SHELL_CONTEXT = token<ShellContext>('ShellContext');
/** The router, built once from the complete context. */
export const SHELL_ROUTER = token<ShellRouter>('ShellRouter');
/** Loads modules into the container later (the vendors' chunk, after the first paint): bound by the container itself. */
export const LOAD_MODULES = token<(...modules: readonly ContainerModuleLoad[]) => void>('LoadModules');

// ── The browser host's own (hosts/browser-host.ts): what its inspector reads, and its start-up contributions.

/** What each vendor last reported, for the inspector: one board per page. */
export const VENDOR_STATUS_BOARD = token<LatestPerVendor<VendorStatus>>('VendorStatusBoard');
/** What each vendor was last told of consent, in its own terms. */
export const CONSENT_SIGNALS_BOARD = token<LatestPerVendor<string>>('ConsentSignalsBoard');
/** What a refusal last removed from the device, per vendor (issue 25). */
export const REMOVED_FROM_DEVICE = token<LatestPerVendor<readonly PresentItem[]>>('RemovedFromDevice');
/** Optional: the inspector's activity log, when the config enables it. */
export const ACTIVITY = token<ShellActivity>('Activity');
/**
 * The contribution point of what starts with the page (Theia's `FrontendApplicationContribution.onStart`):
 * each is run once the router is made, before the first render; what waits for the paint waits itself.
 */
export const STARTUP = token<() => void>('Startup');

// ── The vendors' contribution point and their composition (compose-vendors.ts).

/** The contribution point vendors contribute to: each binds its descriptor here (several per module, several per port). */
export const VENDOR_CONTRIBUTION = token<AnyVendorDescriptor>('VendorContribution');
/** Every vendor contribution, as the host asks for them (Theia's `ContributionProvider`). */
export const VENDOR_CONTRIBUTIONS = token<ContributionProvider<AnyVendorDescriptor>>('ContributionProvider.VendorContribution');
/** What the page hands the vendors' composition: its config, its consent and the hooks the adapters report through. */
export const COMPOSITION_INPUT = token<VendorCompositionInput>('VendorCompositionInput');
/** When a vendor that does not start at once gets its turn. */
export const START_IN_TURN = token<StartInTurn>('StartInTurn');
/** The composed vendors: what the pipelines ask for their adapters. */
export const COMPOSED_VENDORS = token<ComposedVendors>('ComposedVendors');

/**
 * A module as a plain function of inversify's binding syntax (what `new ContainerModule(load)` wraps):
 * defining one needs no inversify code, so the page's entry can carry its modules while inversify
 * itself loads in a chunk of its own (docs/decisions/0001-inversify-off-the-entry.md).
 */
export type ContainerModuleLoad = (options: ContainerModuleLoadOptions) => void;

/** What a binding reads from: inversify's resolution context, or the container itself. */
interface Resolver {
  get<T>(token: ServiceIdentifier<T>): T;
  get<T>(token: ServiceIdentifier<T>, options: { readonly optional: true }): T | undefined;
}

/** The service a token names, typed by the token (inversify's own `get` types a symbol's service as unknown). */
export const need = <T>(resolver: Resolver, token: ServiceIdentifier<T>): T => resolver.get<T>(token);

/** The service a token names, if a module bound it. */
export const may = <T>(resolver: Resolver, token: ServiceIdentifier<T>): T | undefined => resolver.get<T>(token, { optional: true });

/** inversify's `bind`, typed by the token: what a module binds must be what the token names. */
export const typed =
  (bind: Bind) =>
  <T>(token: ServiceIdentifier<T>): BindToFluentSyntax<T> =>
    bind<T>(token);

/** Every contribution to a point, typed by its token; none when no module contributed. */
export const needAll = <T>(
  resolver: { getAll<S>(token: ServiceIdentifier<S>, options: { readonly optional: true }): S[] },
  token: ServiceIdentifier<T>,
): T[] => resolver.getAll<T>(token, { optional: true });
