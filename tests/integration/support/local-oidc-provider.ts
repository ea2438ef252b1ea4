import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A person the local provider knows: the login name typed on its sign-in form and what its ID token says. */
export interface LocalAccount {
  readonly login: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

export interface LocalOidcProvider {
  /** The issuer URL (http on 127.0.0.1 and a random port). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Adds or replaces an account (tests give each their own). */
  addAccount(account: LocalAccount): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) in this process on a random local port, with one confidential
 * client registered for the portal's callback and an in-memory account store. Its development sign-in
 * and consent pages (devInteractions) take any password: the login names the account.
 */
export const startLocalOidcProvider = async (options: {
  /** The portal's address: the client's redirect URI is its /api/auth/sso/callback. */
  readonly portalUrl: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** A fixed port (the demo's provider); a random free one by default. */
  readonly port?: number;
}): Promise<LocalOidcProvider> => {
  const accounts = new Map<string, LocalAccount>();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? "notisphere-portal";
  const clientSecret = options.clientSecret ?? "local-provider-client-secret-0123456789";
  const portal = options.portalUrl.replace(/\/$/, "");
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${portal}/api/auth/sso/callback`],
        post_logout_redirect_uris: [`${portal}/login`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    cookies: { keys: ["local-oidc-provider-cookie-key"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.login, account),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** Cookies of one browser, by name (enough for one provider and one portal). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Plays the person at the provider: follows its redirects, signs in as `login` on its sign-in form (or
 * cancels there), grants consent, and returns the URL it finally sends the browser to (the portal's callback with code and
 * state, or with an error).
 */
export const signInAtProvider = async (
  authorizationUrl: string,
  login: string,
  options: { readonly cancel?: boolean } = {},
): Promise<URL> => {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: Record<string, string> | undefined;
  const issuerOrigin = url.origin;
  for (let step = 0; step < 20; step++) {
    if (url.origin !== issuerOrigin) return url;
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.take(response.headers);
    form = undefined;
    const location = response.headers.get("location");
    if (location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    if (options.cancel) {
      // The person cancels at the provider's sign-in page (its "Cancel" link ends the interaction).
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error(`no cancel link on the provider page: ${html.slice(0, 500)}`);
      url = new URL(abort.replace(/&amp;/g, "&"), url);
      continue;
    }
    // The development interaction pages post to /interaction/<uid> with a hidden "prompt" field.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, "&"), url);
    form = prompt === "login" ? { prompt, login, password: "any" } : { prompt };
  }
  throw new Error("the provider kept redirecting");
};
