import type { FieldValues, Resolver } from 'react-hook-form';
import type { Flow, FormContext } from '@/lib/forms/schemas';

type Loaded = { schemas: typeof import('@/lib/forms/schemas').schemas; zodResolver: typeof import('@hookform/resolvers/zod').zodResolver };

let loading: Promise<Loaded> | null = null;

/**
 * zod and the flows' schemas, loaded on demand: a form renders and hydrates without them, and
 * they arrive when the visitor starts typing (or, at the latest, when they send).
 */
export function loadValidation(): Promise<Loaded> {
  loading ??= Promise.all([import('@/lib/forms/schemas'), import('@hookform/resolvers/zod')]).then(([schemasModule, resolverModule]) => ({
    schemas: schemasModule.schemas,
    zodResolver: resolverModule.zodResolver,
  }));
  return loading;
}

/** A react-hook-form resolver that validates with the flow's zod schema, the one the server uses. */
export function lazyResolver(flow: Flow, context: FormContext): Resolver<FieldValues> {
  let resolver: Resolver<FieldValues> | null = null;
  return async (values, resolverContext, options) => {
    if (!resolver) {
      const { schemas, zodResolver } = await loadValidation();
      resolver = zodResolver(schemas(context)[flow] as never) as unknown as Resolver<FieldValues>;
    }
    return resolver(values, resolverContext, options);
  };
}
