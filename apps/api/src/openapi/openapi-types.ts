// The shapes of the OpenAPI 3.1 document the api serves (see openapi-document.ts).

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
};
export type ParameterObject = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
};
export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, JsonSchema>;
  'x-access': string;
  'x-api-key-scope'?: string;
};
