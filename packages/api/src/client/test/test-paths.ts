// A small contract in openapi-typescript's output shape, so the client's rules are tested
// independently of the product document.
type Json<T> = { content: { "application/json": T } };
type Envelope<T> = { success: boolean; data: T; message: string };
type ErrorBody = {
  success: false;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
};

type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
/** The methods a path item does not offer, as openapi-typescript writes them (`put?: never`). */
type Without<Method extends HttpMethod> = { [Other in Exclude<HttpMethod, Method>]?: never };

export interface TestPaths {
  "/api/items": Without<"get" | "post"> & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { "ids[]"?: number[]; page?: number };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown } } & Json<
          Envelope<{ id: number; name: string }[]>
        >;
        401: Json<ErrorBody>;
        403: Json<ErrorBody>;
      };
    };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: Json<{ name: string }>;
      responses: {
        201: { headers: { [name: string]: unknown } } & Json<
          Envelope<{ id: number; name: string }>
        >;
        422: Json<ErrorBody>;
      };
    };
  };
  "/broadcasting/auth": Without<"post"> & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: Json<{ socket_id: string; channel_name: string }>;
      responses: { 200: { headers: { [name: string]: unknown } } & Json<{ auth: string }> };
    };
  };
}
