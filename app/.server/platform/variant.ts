/**
 * A page variant's platform client (doc2 §4): on the California page every call under the brand's
 * main endpoint goes to its California endpoint instead, the results stage's calls included.
 */
import type { PlatformClient } from "./client";
import { endpointPath, type BrandEndpoints } from "~/domain/quote/endpoint";

export function clientForVariant(client: PlatformClient, endpoints: BrandEndpoints, california: boolean): PlatformClient {
  if (!california) return client;
  const to = (path: string) => endpointPath(path, endpoints, true);
  return {
    header: () => client.header(),
    baseUrl: () => client.baseUrl(),
    get: (path, query, schema, options) => client.get(to(path), query, schema, options),
    post: (path, body, schema, options) => client.post(to(path), body, schema, options),
    patch: (path, body, schema, options) => client.patch(to(path), body, schema, options),
    delete: (path, query, schema, options) => client.delete(to(path), query, schema, options),
  };
}
