import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { SessionAnswer, SessionInfo } from "../../core/schemas/auth";
import { sessionCookieNames } from "../../core/session-cookies";
import type { IssuedTokens } from "./tokens";

/**
 * Writes and clears the session's cookies: the two tokens HttpOnly, the session facts readable
 * by the page. Without "remember me" all three are browser-session cookies; with it they last
 * until the session's absolute end.
 */
export class SessionCookies {
  readonly names: ReturnType<typeof sessionCookieNames>;
  private readonly base: CookieSerializeOptions;

  constructor(https: boolean) {
    this.names = sessionCookieNames(https);
    this.base = { path: "/", sameSite: "lax", secure: https };
  }

  set(
    reply: FastifyReply,
    tokens: IssuedTokens,
    info: SessionInfo,
    remember: boolean,
    now: Date,
  ): void {
    const lifetime = this.setTokens(reply, tokens, remember, now);
    reply.setCookie(this.names.info, JSON.stringify(info), { ...this.base, ...lifetime });
  }

  /**
   * A sign-in whose second factor is due: its tokens only, which open nothing but the code step,
   * and no session facts, so the page shows nobody signed in until the code is given.
   */
  setSecondFactorDue(
    reply: FastifyReply,
    tokens: IssuedTokens,
    remember: boolean,
    now: Date,
  ): void {
    this.setTokens(reply, tokens, remember, now);
    reply.clearCookie(this.names.info, this.base);
  }

  private setTokens(reply: FastifyReply, tokens: IssuedTokens, remember: boolean, now: Date) {
    const lifetime = remember
      ? { maxAge: Math.max(0, Math.floor((tokens.sessionEndsAt.getTime() - now.getTime()) / 1000)) }
      : {};
    const secret = { ...this.base, ...lifetime, httpOnly: true };
    reply.setCookie(this.names.access, tokens.accessToken, secret);
    reply.setCookie(this.names.refresh, tokens.refreshToken, secret);
    return lifetime;
  }

  clear(reply: FastifyReply): void {
    for (const name of Object.values(this.names)) reply.clearCookie(name, this.base);
  }
}

/** The session's readable facts; the role only chooses the header's links (Admin Panel). */
export function sessionInfo(
  user: { id: string; email: string; role: SessionInfo["user"]["role"] },
  accessExpiresAt: Date,
): SessionInfo {
  return {
    user: { id: user.id, email: user.email, role: user.role },
    expiresAt: accessExpiresAt.toISOString(),
  };
}

/** The body of a session answer: the session's facts and the token's time left at `now`. */
export function sessionAnswer(info: SessionInfo, now: Date): SessionAnswer {
  return {
    session: info,
    expiresInMs: Math.max(0, Date.parse(info.expiresAt) - now.getTime()),
  };
}
