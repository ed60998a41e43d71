// A form's react-hook-form resolver whose code (zod, the schemas: most of a
// form's JavaScript) loads on first use or on `preload`, when the visitor
// enters the form, rather than with the page.
import type { Resolver } from 'react-hook-form';

export interface LazyResolver {
  resolver: Resolver;
  preload: () => void;
}

export function lazyResolver(load: () => Promise<Resolver>): LazyResolver {
  let loading: Promise<Resolver> | null = null;
  const loaded = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded(),
  };
}
