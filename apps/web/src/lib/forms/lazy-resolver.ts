// A form's react-hook-form resolver whose code (zod, the schemas: most of a
// form's JavaScript) loads on first use or on `preload`, when the visitor
// enters the form, rather than with the page.
import { useEffect, useRef, type RefObject } from 'react';
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

/** A ref for the <form>: the resolver's code starts loading when focus first enters it, so Send never waits for it. */
export function usePreloadOnEntry(schema: LazyResolver): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = formRef.current;
    element?.addEventListener('focusin', schema.preload, { once: true });
    return () => element?.removeEventListener('focusin', schema.preload);
  }, [schema]);
  return formRef;
}
