/**
 * One Keyv instance per namespace, created on first use and cached, the same
 * way for every backend. Namespaces are plain names because Keyv builds keys
 * as `namespace:key` and strips everything up to the first colon when it
 * iterates.
 */
import type Keyv from "keyv";

const NAMESPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Thrown for a namespace that is not a plain name (letters, digits, `-`, `_`). */
export class InvalidNamespaceError extends Error {
  constructor(namespace: string) {
    super(`"${namespace}" is not a valid store namespace; use letters, digits, "-" and "_" only`);
    this.name = "InvalidNamespaceError";
  }
}

/**
 * Returns `keyv(namespace)` for a Store: validates the name, builds the
 * instance with `create` once, and returns the cached one after.
 */
export function namespacedKeyvs(
  create: (namespace: string) => Keyv,
): <T>(namespace: string) => Keyv<T> {
  const instances = new Map<string, Keyv>();
  return <T>(namespace: string): Keyv<T> => {
    if (!NAMESPACE_PATTERN.test(namespace)) throw new InvalidNamespaceError(namespace);
    let instance = instances.get(namespace);
    if (!instance) {
      instance = create(namespace);
      instances.set(namespace, instance);
    }
    return instance as Keyv<T>;
  };
}

/**
 * Returns `orderedIndex(name)` for a Store: validates the name as a
 * namespace's, builds the index with `create` once, and returns the cached
 * one after.
 */
export function namedIndexes<T>(create: (name: string) => T): (name: string) => T {
  const instances = new Map<string, T>();
  return (name: string): T => {
    if (!NAMESPACE_PATTERN.test(name)) throw new InvalidNamespaceError(name);
    let instance = instances.get(name);
    if (instance === undefined) {
      instance = create(name);
      instances.set(name, instance);
    }
    return instance;
  };
}
