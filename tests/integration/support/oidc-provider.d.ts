// The part of oidc-provider (which ships no types) the local test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface OidcClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface OidcConfiguration {
    clients: OidcClientMetadata[];
    findAccount(ctx: unknown, id: string): Promise<OidcAccount | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: OidcConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
