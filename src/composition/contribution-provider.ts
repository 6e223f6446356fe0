import type { Bind } from 'inversify';
import type { ServiceIdentifier } from '../ports/service-identifier';

/** All contributions to one point, as Theia's `ContributionProvider`: the host asks, and never lists the contributors itself. */
export interface ContributionProvider<T> {
  getContributions(): readonly T[];
}

/**
 * Binds the provider of a contribution point (Theia's `bindContributionProvider`). Contributions are
 * asked for on first use, not at binding time, so modules loaded after this one still contribute.
 */
export function bindContributionProvider<T>(bind: Bind, point: ServiceIdentifier<T>, provider: ServiceIdentifier<ContributionProvider<T>>) {
  bind(provider)
    .toDynamicValue((context) => {
      let contributions: readonly T[] | undefined;
      return { getContributions: () => (contributions ??= context.getAll(point, { optional: true })) };
    })
    .inSingletonScope();
}
