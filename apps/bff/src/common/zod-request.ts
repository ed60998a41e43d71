// A route names the zod schema of its query, body or path parameter once: the
// same schema validates the request (ZodValidationPipe: its 400 and issues)
// and describes it in the OpenAPI document (nestjs-zod, input side).
import { Body, Param, Query, type PipeTransform, type Type } from '@nestjs/common';
import { ApiBody, ApiParam, type ApiParamOptions, ApiQuery, type ApiQueryOptions } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { LocalizedQueryPipe } from './localized-query.pipe';
import { normaliseTypeArrays } from './response-schema';
import { ZodValidationPipe } from './zod-validation.pipe';

type MetadataFactory = { _OPENAPI_METADATA_FACTORY(): unknown };
type SchemaObject = Record<string, unknown>;

/**
 * What a client sends: a `z.preprocess` (a transform before its schema) has no
 * JSON Schema of its input, so it is documented by the schema it hands the
 * value on to.
 */
export function documentedInput(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform)
    return documentedInput(schema.out as z.ZodType);
  return schema;
}

/** The class @nestjs/swagger reads, named `name`: the input shape of `schema`, in OpenAPI 3.0's words. */
export function requestSchema(name: string, schema: z.ZodType): new () => object {
  const input = createZodDto(documentedInput(schema)) as unknown as MetadataFactory;
  const generate = input._OPENAPI_METADATA_FACTORY.bind(input);
  const named = class {
    static _OPENAPI_METADATA_FACTORY(): unknown {
      return normaliseTypeArrays(generate());
    }
  };
  Object.defineProperty(named, 'name', { value: name });
  return named;
}

/** Applies a method decorator (the route's documentation) from a parameter decorator. */
function onRoute(document: MethodDecorator, pipe: ParameterDecorator): ParameterDecorator {
  return (target, key, index) => {
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key === undefined || !descriptor) throw new Error('A request schema documents a route method');
    document(target, key, descriptor);
    pipe(target, key, index);
  };
}

type Parameter = { name: string; required: boolean; description?: string; schema: SchemaObject };

// nestjs-zod's marks on a property (3.1 syntax used, shared parts…), read by cleanupOpenApiDoc on the parameter.
const NESTJS_ZOD_KEY = /^x-nestjs_zod-/;
const EMPTY_TYPE_KEY = 'x-nestjs_zod-empty-type';

/**
 * One parameter per property of an object schema, in its order. Written out
 * rather than left to swagger's spreading of a class, which drops an enum's values.
 */
export function parametersOf(schema: z.ZodType): Parameter[] {
  const input = createZodDto(documentedInput(schema)) as unknown as MetadataFactory;
  const properties = input._OPENAPI_METADATA_FACTORY() as Record<string, Record<string, unknown>>;
  return Object.entries(properties).map(([name, property]) => {
    const { required, selfRequired, description, ...rest } = property;
    // A parameter's schema is written here whole: no class property needs nestjs-zod's empty `type: ''`.
    const marks = Object.entries(rest).filter(([key]) => NESTJS_ZOD_KEY.test(key) && key !== EMPTY_TYPE_KEY);
    const json = Object.fromEntries(
      Object.entries(rest).filter(([key, value]) => !NESTJS_ZOD_KEY.test(key) && !(key === 'type' && value === '')),
    );
    return {
      name,
      required: required === true || selfRequired === true,
      ...(typeof description === 'string' ? { description } : {}),
      schema: normaliseTypeArrays(json) as SchemaObject,
      ...Object.fromEntries(marks),
    };
  });
}

function documentQuery(schema: z.ZodType): MethodDecorator {
  const decorators = parametersOf(schema).map((parameter) => ApiQuery(parameter as ApiQueryOptions));
  return (target, key, descriptor) => {
    for (const decorator of decorators) decorator(target, key, descriptor);
  };
}

/** A value that passes without being sent is not required. */
function acceptsNothing(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/** `@ValidQuery(ZSomeQuerySchema) query`: validated and documented by that schema. */
export function ValidQuery(schema: z.ZodType): ParameterDecorator {
  return onRoute(documentQuery(schema), Query(new ZodValidationPipe(schema)));
}

/** `@LocalizedQuery(ZSomeQuerySchema) query`: as ValidQuery, then DEFAULT_LOCALE applies (LocalizedQueryPipe). */
export function LocalizedQuery(schema: Parameters<typeof LocalizedQueryPipe>[0]): ParameterDecorator {
  return onRoute(documentQuery(schema), Query(LocalizedQueryPipe(schema) as Type<PipeTransform>));
}

/** `@ValidParam('id', ZRecordIdSchema) id`: one path parameter. */
export function ValidParam(name: string, schema: z.ZodType): ParameterDecorator {
  const [parameter] = parametersOf(z.object({ [name]: schema }));
  return onRoute(
    ApiParam({ ...parameter!, required: true } as ApiParamOptions),
    Param(name, new ZodValidationPipe(schema)),
  );
}

/**
 * `@ValidBody('StartSyncRunBody', ZStartSyncRunBodySchema) body`: the body,
 * under that name in the document; optional when the schema accepts no body.
 */
export function ValidBody(name: string, schema: z.ZodType): ParameterDecorator {
  return onRoute(
    ApiBody({ type: requestSchema(name, schema), required: !acceptsNothing(schema) }),
    Body(new ZodValidationPipe(schema)),
  );
}
