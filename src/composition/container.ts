import { Container, ContainerModule } from 'inversify';
import { LOAD_MODULES, type ContainerModuleLoad } from './tokens';

/**
 * A container with the modules given loaded (the shell's and a host's, at least), which can load more
 * later through `LOAD_MODULES` (the vendors, from the chunk that composes them after the first paint).
 * In the page this module and inversify are a chunk of their own, fetched beside the language's catalog
 * before the shell is built (docs/decisions/0001-inversify-off-the-entry.md).
 */
export function shellContainer(...modules: readonly ContainerModuleLoad[]): Container {
  const container = new Container();
  const load = (...more: readonly ContainerModuleLoad[]) => container.load(...more.map((module) => new ContainerModule(module)));
  container.bind(LOAD_MODULES).toConstantValue(load);
  load(...modules);
  return container;
}
