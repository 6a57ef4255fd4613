import type { FieldValues, Resolver } from 'react-hook-form';
import type { AccountForm } from '@/lib/auth/forms';
import type { Flow } from '@/lib/forms/flows';
import type { FormContext } from '@/lib/forms/schemas';

/** A form whose zod schema the browser checks: a request flow or an owner account form. */
export type ValidatedForm = Flow | AccountForm;

type Loaded = {
  flowSchema: typeof import('@/lib/forms/flows').flowSchema;
  accountSchemas: typeof import('@/lib/auth/forms').accountSchemas;
  zodResolver: typeof import('@hookform/resolvers/zod').zodResolver;
};

let loading: Promise<Loaded> | null = null;

/**
 * zod and the forms' schemas, loaded on demand: a form renders and hydrates without them, and
 * they arrive when the visitor starts typing (or, at the latest, when they send).
 */
export function loadValidation(): Promise<Loaded> {
  loading ??= Promise.all([
    import('@/lib/forms/flows'),
    import('@/lib/auth/forms'),
    import('@hookform/resolvers/zod'),
  ]).then(([flowsModule, accountModule, resolverModule]) => ({
    flowSchema: flowsModule.flowSchema,
    accountSchemas: accountModule.accountSchemas,
    zodResolver: resolverModule.zodResolver,
  }));
  return loading;
}

/** A react-hook-form resolver that validates with the form's zod schema, the one the server uses. */
export function lazyResolver(
  form: ValidatedForm,
  context: FormContext | null,
): Resolver<FieldValues> {
  let resolver: Resolver<FieldValues> | null = null;
  return async (values, resolverContext, options) => {
    if (!resolver) {
      const { flowSchema, accountSchemas, zodResolver } = await loadValidation();
      const schema =
        form in accountSchemas
          ? accountSchemas[form as AccountForm]
          : flowSchema(form as Flow, context!);
      resolver = zodResolver(schema) as unknown as Resolver<FieldValues>;
    }
    return resolver(values, resolverContext, options);
  };
}
