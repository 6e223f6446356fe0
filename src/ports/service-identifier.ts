/** A symbol that remembers the type of the service it names (structurally what inversify's ServiceIdentifier accepts). */
export type ServiceIdentifier<T> = symbol & { readonly __service?: T };
