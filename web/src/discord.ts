// Who the player is, through Discord: the real SDK inside Discord (the URL has `frame_id`),
// else the SDK's own mock as Discord's examples use it (`?user_id=`, `?instance_id=`,
// `?locale=`, none when absent; the stand-in Discord of the tests exchanges the mock's code `mock-<user_id>`).

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

export interface Session {
  accessToken: string;
  instanceId: string;
  /** The player's Discord language from the SDK; `null` when it gave none (the server then
   * uses the account's own `locale`, and says which in its `welcome`). */
  locale: string | null;
}

/** The OAuth2 client id: from the Activity's host (`<client id>.discordsays.com`) or `?client_id=`. */
function clientId(params: URLSearchParams): string {
  const host = window.location.hostname;
  const fromHost = host.endsWith(".discordsays.com") ? host.split(".")[0] : "";
  return params.get("client_id") ?? fromHost;
}

/** Thrown when the token exchange fails; `reason` is the server's error code. */
export class SignInError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

async function exchange(code: string): Promise<string> {
  let answer: Response;
  try {
    answer = await fetch("api/token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
    });
  } catch {
    throw new SignInError("server-unreachable");
  }
  const body: unknown = await answer.json().catch(() => null);
  const record = (body ?? {}) as { access_token?: unknown; error?: unknown };
  if (!answer.ok || typeof record.access_token !== "string") {
    throw new SignInError(typeof record.error === "string" ? record.error : `http-${answer.status}`);
  }
  return record.access_token;
}

async function discordLocale(sdk: DiscordSDK): Promise<string | null> {
  try {
    const { locale } = await sdk.commands.userSettingsGetLocale();
    return locale || null;
  } catch {
    return null;
  }
}

/** Signs the player in: ready, authorize, token exchange with the server, authenticate. */
export async function signIn(): Promise<Session> {
  const params = new URLSearchParams(window.location.search);
  const id = clientId(params);
  if (params.get("frame_id") !== null) {
    const sdk = new DiscordSDK(id);
    await sdk.ready();
    const { code } = await sdk.commands.authorize({
      client_id: id,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify"],
    });
    const accessToken = await exchange(code);
    await sdk.commands.authenticate({ access_token: accessToken });
    return { accessToken, instanceId: sdk.instanceId, locale: await discordLocale(sdk) };
  }
  const userId = params.get("user_id") ?? "1";
  const instanceId = params.get("instance_id") ?? "mock-instance";
  // No `?locale=`: the mock has none, as an SDK that cannot say.
  const locale = params.get("locale") || null;
  const mock = new DiscordSDKMock(id || "0", null, null, null);
  mock._updateCommandMocks({
    authorize: async () => ({ code: `mock-${userId}` }),
    authenticate: async ({ access_token }) => ({
      access_token: access_token ?? "",
      user: { username: userId, discriminator: "0", id: userId, avatar: null, public_flags: 0 },
      scopes: ["identify"],
      expires: new Date(Date.now() + 3_600_000).toString(),
      application: { description: "", icon: null, id: id || "0", name: "towers" },
    }),
    userSettingsGetLocale: async () => ({ locale: locale ?? "" }),
  });
  await mock.ready();
  const { code } = await mock.commands.authorize({ client_id: id, response_type: "code", state: "", prompt: "none", scope: ["identify"] });
  const accessToken = await exchange(code);
  await mock.commands.authenticate({ access_token: accessToken });
  return { accessToken, instanceId, locale };
}
