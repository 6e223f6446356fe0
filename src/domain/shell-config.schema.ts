import { z } from 'zod';
import { DEFAULT_OPT_IN_COUNTRIES, isCountryCode, regionHeaderFor } from './consent-region';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from './env-source';
import { type ConfigResult, type ShellConfig, type VendorChoice } from './shell-config';
import { SHELL_STORED_ITEMS } from './shell-stored-items';
import { tunnelPathSchema } from './tunnel-path.schema';
import { ON_REQUEST_PORTS, VENDOR_PORTS, type ConfigProblem, type VendorFacts, type VendorPort } from './vendor-facts';

// The EU's own abbreviations, which are not the ISO codes CDNs send.
const ISO_FOR = { UK: 'GB', EL: 'GR' } as Readonly<Record<string, string>>;

function notCountryCodes(codes: readonly string[]): string {
  const hints = codes.flatMap((code) => (ISO_FOR[code] ? [`${code} is ${ISO_FOR[code]} in ISO 3166-1`] : []));
  const list = `${codes.join(', ')} ${codes.length === 1 ? 'is not a country code' : 'are not country codes'}`;
  return `must list ISO 3166-1 alpha-2 country codes separated by commas (e.g. DE,FR,GB): ${list}${hints.length > 0 ? ` (${hints.join('; ')})` : ''}`;
}

/** A policy revision (VITE_CONSENT_REVISION), as the build takes it and the consent ledger checks it. */
export const CONSENT_REVISION_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

const MONTHS = 'must be a whole number of months from 1 to 24';

/** The shell's own variables; each vendor adds its own from its descriptor. */
const shellVariables = {
  VITE_CONSENT_STORE: z.preprocess(
    unsetIfEmpty,
    z.enum(['local-storage', 'memory'], { error: 'must be local-storage or memory' }).default('local-storage'),
  ),
  VITE_CONSENT_MODE: z.preprocess(
    unsetIfEmpty,
    z.enum(['notice', 'opt-in', 'auto'], { error: 'must be notice, opt-in or auto' }).default('notice'),
  ),
  VITE_CONSENT_REVISION: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(CONSENT_REVISION_PATTERN, 'must be a policy version of 1 to 40 letters, digits, ".", "_" or "-" (e.g. 2026-11)')
      .default('1'),
  ),
  VITE_CONSENT_MAX_AGE_MONTHS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: MONTHS })
      .int(MONTHS)
      .min(1, MONTHS)
      .max(24, `${MONTHS}: consent older than two years is stale everywhere`)
      .default(12),
  ),
  CONSENT_COUNTRY_HEADER: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name of 1 to 64 letters, digits or "-", such as CF-IPCountry')
      .default('CF-IPCountry'),
  ),
  CONSENT_REGION_HEADER: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name of 1 to 64 letters, digits or "-", such as cf-region-code')
      .optional(),
  ),
  CONSENT_OPT_IN_COUNTRIES: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, 'must list at least one ISO 3166-1 alpha-2 country code, separated by commas (e.g. DE,FR,GB)'))
      .superRefine((codes, context) => {
        // A code no CDN sends would never match: the rule would silently ask nobody there.
        const unknown = codes.filter((code) => !isCountryCode(code));
        if (unknown.length > 0) context.addIssue({ code: 'custom', message: notCountryCodes(unknown) });
      })
      .optional(),
  ),
  VITE_SHELL_INSPECTOR: z.preprocess(unsetIfEmpty, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  SENTRY_TUNNEL_PATH: tunnelPathSchema,
};

// Every vendor variable is optional, and the empty string (`FOO=` in a .env file) means unset.
const optionalShape = (shape: Record<string, z.ZodType>) =>
  Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, z.preprocess(unsetIfEmpty, schema.optional())]));

function schemaFor(vendors: readonly VendorFacts[]) {
  const vendorShapes = vendors.map((vendor) => optionalShape(vendor.variables(z)));
  return z.object(Object.assign({}, shellVariables, ...vendorShapes) as typeof shellVariables & Record<string, z.ZodType>);
}

/** The environment variables the browser config reads (SENTRY_TUNNEL_PATH is shared with the server); every one is documented. */
export function shellEnvVariables(vendors: readonly VendorFacts[]): readonly string[] {
  return Object.keys(schemaFor(vendors).shape);
}

/** What the config needs of a port's default: the in-memory vendor serving it when no vendor of its own is switched on. */
export type PortDefaults = { readonly [Port in VendorPort]: Pick<VendorFacts, 'id' | 'label' | 'purpose' | 'privacy' | 'storage'> };

/**
 * Validates the environment against the shell's variables and every vendor's, then lists, per port,
 * every vendor whose options say it is switched on, each with a pipeline of its own (issue 23: a
 * site runs two analytics tools, several pixels); a port none is switched on for gets its default.
 */
export function parseShellEnv(env: EnvSource, vendors: readonly VendorFacts[], defaults: PortDefaults): ConfigResult<ShellConfig> {
  const parsed = schemaFor(vendors).safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('shell', parsed.error, env) };
  const variables = parsed.data as Record<string, unknown> & z.output<z.ZodObject<typeof shellVariables>>;
  const shell = { tunnelPath: variables.SENTRY_TUNNEL_PATH };

  const problems: ConfigProblem[] = vendors.flatMap((vendor) => vendor.problems?.(variables) ?? []);
  // auto mode's variables mean nothing in the other modes: set there, the operator expects a rule that is not applied.
  if (variables.VITE_CONSENT_MODE !== 'auto') {
    for (const variable of ['CONSENT_COUNTRY_HEADER', 'CONSENT_REGION_HEADER', 'CONSENT_OPT_IN_COUNTRIES'] as const) {
      if (unsetIfEmpty(env[variable]) !== undefined)
        problems.push({
          variable,
          message: `is read only when VITE_CONSENT_MODE=auto (it is ${variables.VITE_CONSENT_MODE}): set the mode or unset this`,
        });
    }
  }
  const switchedOn = vendors.flatMap((vendor) => {
    const options = vendor.options(variables, shell);
    return options === undefined ? [] : [{ port: vendor.port, vendor, choice: vendorChoice(vendor, options) }];
  });
  // A site runs one chat (docs/decisions/0003-chat-on-request.md): two would offer the visitor two launchers for one request.
  for (const port of ON_REQUEST_PORTS) {
    const serving = switchedOn.filter((each) => each.port === port);
    if (serving.length < 2) continue;
    const names = serving.map(({ vendor }) => vendor.switchedOnBy ?? vendor.id);
    for (const { vendor } of serving)
      problems.push({
        variable: vendor.switchedOnBy ?? vendor.id,
        message: `switches on a second ${port} vendor: a site runs one ${port} (${names.join(' and ')} are both set): unset all but one`,
      });
  }
  // Two tags that take the same window global (a command queue) would each run the other's commands.
  for (const global of new Set(switchedOn.flatMap(({ vendor }) => vendor.pageGlobals ?? []))) {
    const sharing = switchedOn.filter(({ vendor }) => vendor.pageGlobals?.includes(global));
    if (sharing.length < 2) continue;
    const names = sharing.map(({ vendor }) => vendor.switchedOnBy ?? vendor.id);
    for (const { vendor } of sharing)
      problems.push({
        variable: vendor.switchedOnBy ?? vendor.id,
        message: `switches on a tag that takes window.${global}, as another one does (${names.join(' and ')} are both set): their tags would run each other's commands; unset all but one`,
      });
  }
  const byPort = Object.fromEntries(
    VENDOR_PORTS.map((port) => {
      const serving = switchedOn.filter((vendor) => vendor.port === port).map(({ choice }) => choice);
      return [port, serving.length > 0 ? serving : [vendorChoice(defaults[port], {})]];
    }),
  ) as unknown as Record<VendorPort, readonly VendorChoice[]>;
  if (problems.length > 0) return { ok: false, error: formatConfigProblems('shell', problems, env) };
  // The region header is the country header's pair at the same CDN, unless the operator names one.
  const regionHeader = variables.CONSENT_REGION_HEADER ?? regionHeaderFor(variables.CONSENT_COUNTRY_HEADER);

  return {
    ok: true,
    config: {
      consentStore: variables.VITE_CONSENT_STORE,
      // auto: opt-in until the server knows the visitor's country (configForVisitor).
      consentMode: variables.VITE_CONSENT_MODE === 'auto' ? 'opt-in' : variables.VITE_CONSENT_MODE,
      ...(variables.VITE_CONSENT_MODE === 'auto'
        ? {
            modeByCountry: {
              header: variables.CONSENT_COUNTRY_HEADER,
              ...(regionHeader ? { regionHeader } : {}),
              optInCountries: variables.CONSENT_OPT_IN_COUNTRIES ?? DEFAULT_OPT_IN_COUNTRIES,
            },
          }
        : {}),
      consentPolicy: { revision: variables.VITE_CONSENT_REVISION, maxAgeMonths: variables.VITE_CONSENT_MAX_AGE_MONTHS },
      inspector: variables.VITE_SHELL_INSPECTOR === 'on',
      monitoring: { tunnelPath: variables.SENTRY_TUNNEL_PATH },
      vendors: byPort,
      shellStorage: SHELL_STORED_ITEMS,
    },
  };
}

function vendorChoice(
  vendor: PortDefaults[VendorPort] &
    Pick<VendorFacts, 'otherPurposes' | 'consentCall' | 'countsPageViews' | 'countsOwnPageViews' | 'confirmsDelivery'> &
    Partial<Pick<VendorFacts, 'origins' | 'namedOncePresent'>>,
  options: unknown,
): VendorChoice {
  const { id, label, purpose, privacy, storage, otherPurposes, consentCall, countsPageViews, countsOwnPageViews, confirmsDelivery } =
    vendor;
  const origins = vendor.origins?.(options);
  const namedOncePresent = vendor.namedOncePresent?.(options);
  const reaches = origins !== undefined && Object.values(origins).some((list) => list.length > 0);
  return {
    id,
    label,
    purpose,
    ...(otherPurposes ? { otherPurposes } : {}),
    privacy,
    storage,
    ...(consentCall ? { consentCall } : {}),
    ...(countsPageViews ? { countsPageViews } : {}),
    ...(countsOwnPageViews ? { countsOwnPageViews } : {}),
    ...(confirmsDelivery ? { confirmsDelivery } : {}),
    ...(reaches ? { origins } : {}),
    ...(namedOncePresent ? { namedOncePresent } : {}),
    options,
  };
}

function formatConfigProblems(scope: string, problems: readonly ConfigProblem[], env: EnvSource): string {
  return formatConfigIssues(scope, { issues: problems.map(({ variable, message }) => ({ path: [variable], message })) }, env);
}
