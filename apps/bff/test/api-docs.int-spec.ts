import {
  locales,
  propertySorts,
  syncRecordKinds,
  ZListPropertiesQuerySchema,
  ZPasswordResetRequestSchema,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp } from './support/test-app';

describe('OpenAPI documentation', () => {
  it.each([
    { enabled: true, status: 200 },
    // Production's default (config/env.ts): the map of every route, operators' included, is not handed out.
    { enabled: false, status: 404 },
  ])('is served only when API_DOCS_ENABLED is $enabled', async ({ enabled, status }) => {
    const testApp = await createTestApp({ API_DOCS_ENABLED: enabled });
    try {
      const server = testApp.app.getHttpServer() as App;
      await request(server).get('/api/docs').expect(status);
      const json = await request(server).get('/api/docs-json').expect(status);
      if (enabled)
        expect(json.body).toMatchObject({
          openapi: expect.any(String),
          paths: expect.objectContaining({ '/api/sync-runs': expect.any(Object) }),
        });
    } finally {
      await testApp.app.close();
    }
  });

  it("describes answers from the domain's zod schemas: every field, its words and what may be null", async () => {
    const testApp = await createTestApp({ API_DOCS_ENABLED: true });
    try {
      const json = await request(testApp.app.getHttpServer() as App)
        .get('/api/docs-json')
        .expect(200);
      const doc = json.body as {
        paths: Record<
          string,
          Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
        >;
        components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
      };
      expect(doc.paths['/api/forms/{kind}']?.['post']?.responses['201']?.content?.['application/json']?.schema).toEqual(
        { $ref: '#/components/schemas/FormAcceptedResponse' },
      );
      const accepted = doc.components.schemas['FormAcceptedResponse'];
      // A nullable text stays a text that may be null (zod 4.5+ writes type: [string, null], which swagger would read as an array).
      expect(accepted?.properties['thankYouSlug']).toEqual({
        type: 'string',
        nullable: true,
        description: expect.stringContaining('thank-you page'),
      });
      expect(accepted?.properties['leadId']).toMatchObject({ type: 'string', format: 'uuid' });
      expect(accepted?.properties['outcome']).toMatchObject({ enum: ['sent', 'already-requested', 'received'] });
      expect(accepted?.required).toEqual(['leadId', 'thankYouSlug']);
      expect(doc.components.schemas['CaptchaChallengeResponse']?.properties['pow']).toMatchObject({
        type: 'object',
        properties: { maxNumber: { type: 'number', description: expect.any(String) } },
      });
      // The list and the detail page: a price that may be withheld, a code the web words, an always-empty list (a tuple in zod).
      expect(doc.components.schemas['PropertySummaryResponse']?.properties['price']).toEqual({
        type: 'number',
        nullable: true,
        description: expect.stringContaining('not published'),
      });
      expect(doc.components.schemas['PropertyDetailResponse']?.properties['fields']).toMatchObject({
        properties: { heating: { type: 'string', nullable: true, enum: expect.arrayContaining(['gas', 'heatPump']) } },
      });
      expect(doc.components.schemas['CityListResponseDoc']?.properties['projects']).toMatchObject({
        type: 'array',
        maxItems: 0,
        items: {},
      });
      // The menu is a tree: one schema that refers to itself.
      expect(doc.components.schemas['MenuItemResponse']?.properties['children']).toMatchObject({
        type: 'array',
        items: { $ref: '#/components/schemas/MenuItemResponse' },
      });
      expect(doc.components.schemas['VisitStatisticsResponse']?.properties['last30Days']).toMatchObject({
        type: 'array',
        items: { properties: { day: { type: 'string', example: '2026-03-18' } } },
      });
    } finally {
      await testApp.app.close();
    }
  });

  it("describes requests from the zod schemas that validate them: a parameter's values, words and required-ness, a body's fields", async () => {
    const testApp = await createTestApp({ API_DOCS_ENABLED: true });
    try {
      const json = await request(testApp.app.getHttpServer() as App)
        .get('/api/docs-json')
        .expect(200);
      type Parameter = {
        name: string;
        in: string;
        required: boolean;
        description?: string;
        schema: Record<string, unknown>;
      };
      const doc = json.body as {
        paths: Record<
          string,
          Record<
            string,
            {
              parameters?: Parameter[];
              requestBody?: { required?: boolean; content: Record<string, { schema: { $ref?: string } }> };
            }
          >
        >;
        components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
      };
      const parameter = (path: string, method: string, name: string): Parameter | undefined =>
        doc.paths[path]?.[method]?.parameters?.find((candidate) => candidate.name === name);

      // The list's sort: the zod enum's values and its .meta() words, not a copy that could drift.
      const sort = parameter('/api/properties', 'get', 'sort');
      expect(sort).toMatchObject({ in: 'query', required: false });
      expect(sort?.schema['enum']).toEqual([...propertySorts]);
      expect(sort?.description).toBe(ZListPropertiesQuerySchema.shape.sort.meta()?.description);
      expect(parameter('/api/properties', 'get', 'limit')?.schema).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 100,
        default: 12,
      });
      // The map shares the list's filters but words its sort its own way.
      expect(parameter('/api/map-markers', 'get', 'sort')?.description).toMatch(/kept when more than the limit/);
      // A required query parameter, and one with an enum of the console's own.
      expect(parameter('/api/forms/captcha/audio', 'get', 'locale')).toMatchObject({
        required: true,
        schema: { enum: [...locales] },
      });
      expect(parameter('/api/sync-runs/{id}/records', 'get', 'kind')?.schema['enum']).toEqual([...syncRecordKinds]);
      // A path parameter documents what its schema accepts: a record id is digits.
      expect(parameter('/api/properties/{id}', 'get', 'id')).toMatchObject({
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: expect.any(String) },
      });

      // A body: its fields and the required ones are the schema's.
      const reset = doc.paths['/api/owner/password-reset']?.['post']?.requestBody;
      expect(reset?.required).toBe(true);
      const resetBody = doc.components.schemas['PasswordResetRequestBody'];
      expect(Object.keys(resetBody?.properties ?? {})).toEqual(Object.keys(ZPasswordResetRequestSchema.shape));
      expect(resetBody?.required).toEqual(['email', 'locale']);
      expect(resetBody?.properties['locale']).toMatchObject({ enum: [...locales] });
      // The import's body is a preprocess (no body means the defaults): optional, documented by the object inside.
      expect(doc.paths['/api/sync-runs']?.['post']?.requestBody?.required).toBe(false);
      expect(doc.components.schemas['StartSyncRunBody']?.properties['full']).toEqual({
        type: 'boolean',
        default: false,
        description: expect.stringContaining('Full re-sync'),
      });
    } finally {
      await testApp.app.close();
    }
  });
});
