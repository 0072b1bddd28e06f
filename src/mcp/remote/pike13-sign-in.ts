import { PermissionError } from '../../core/errors.ts';
import { authorizationUrl, exchangeCode } from '../../oauth/index.ts';
import { Pike13 } from '../../pike13.ts';

/** The integrator's Pike13 application and the business it signs people in to. */
export interface Pike13App {
  /** The application's client id (`PIKE13_CLIENT_ID`). */
  clientId: string;
  /** The application's client secret (`PIKE13_CLIENT_SECRET`); it never leaves this server. */
  clientSecret: string;
  /** The business, as in `https://<subdomain>.pike13.com`: tokens are then limited to it. */
  subdomain?: string;
  /** Another origin instead (the sandbox): `PIKE13_BASE_URL`. */
  baseUrl?: string;
}

/** Who signed in: their Pike13 token stays on this server. */
export interface Pike13Grant {
  /** The Pike13 access token the tools call with. */
  accessToken: string;
  /** The person who signed in. */
  personId: number;
  /** A staff member (desk tools) or a client (front tools only). */
  staff: boolean;
}

/** Where Pike13's sign-in page sends the user for `state`, back to `callbackUrl`. */
export function pike13SignInUrl(app: Pike13App, callbackUrl: string, state: string): string {
  return authorizationUrl({ ...target(app), clientId: app.clientId, redirectUri: callbackUrl, state });
}

/** Swaps Pike13's code for its token (with the app's secret), then asks Pike13 who signed in. */
export async function finishPike13SignIn(
  app: Pike13App,
  callbackUrl: string,
  code: string,
): Promise<Pike13Grant> {
  const { clientId, clientSecret } = app;
  const token = await exchangeCode({
    ...target(app),
    clientId,
    clientSecret,
    redirectUri: callbackUrl,
    code,
  });
  const pike13 = pike13Client(app, token.accessToken);
  const me = await pike13.front.people.me();
  return { accessToken: token.accessToken, personId: me.id, staff: await isStaff(pike13) };
}

/** The client the tools of a grant call Pike13 with. */
export function pike13Client(app: Pike13App, accessToken: string): Pike13 {
  return app.baseUrl
    ? new Pike13({ baseUrl: app.baseUrl, accessToken })
    : new Pike13({ subdomain: app.subdomain ?? '', accessToken });
}

/** Pike13 answers 403 to a client's token on the desk: that is how a client sign-in shows. */
async function isStaff(pike13: Pike13): Promise<boolean> {
  try {
    await pike13.desk.staffMembers.me();
    return true;
  } catch (error) {
    if (error instanceof PermissionError) return false;
    throw error;
  }
}

function target(app: Pike13App): { subdomain?: string; baseUrl?: string } {
  return app.baseUrl ? { baseUrl: app.baseUrl } : app.subdomain ? { subdomain: app.subdomain } : {};
}
