// A local OpenID Connect provider for the demo's single sign-on organisation (Northwind Distribution):
// `npm run demo:idp` while `npm start` runs, then choose Northwind under "Continue with single sign-on" and type
// distributor.admin@example.org (any password) at the provider. docs/single-sign-on.md explains more.
import { parseArgs } from "node:util";
import { DEMO_SSO } from "../adapters/db/seed/demo-sso.ts";
import { startLocalOidcProvider } from "../tests/integration/support/local-oidc-provider.ts";

const { values } = parseArgs({
  options: { portal: { type: "string", default: process.env.PUBLIC_URL ?? "http://127.0.0.1:3000" } },
});
const port = Number(new URL(DEMO_SSO.issuer).port);
const provider = await startLocalOidcProvider({
  portalUrl: values.portal,
  clientId: DEMO_SSO.clientId,
  clientSecret: DEMO_SSO.clientSecret,
  port,
});
for (const email of ["distributor.admin@example.org"])
  provider.addAccount({ login: email, email, emailVerified: true });
// A person whose e-mail the provider has not verified: the portal refuses them.
provider.addAccount({
  login: "unverified@example.org",
  email: "distributor.admin@example.org",
  emailVerified: false,
});
console.log(
  `Local OpenID provider at ${provider.issuer} for the portal at ${values.portal} (Ctrl+C stops it).`,
);
console.log("Sign in there as distributor.admin@example.org (any password).");
process.on("SIGINT", () => void provider.stop().then(() => process.exit(0)));
