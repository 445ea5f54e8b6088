import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import type { Db } from "../db/connection";
import { createPasskeyQueries } from "../db/passkeys.queries";

// Passkeys for staff (WebAuthn Level 3, through @simplewebauthn/server; docs/decisions/0032-staff-roles-audit-retention-passkeys.md).
// The relying party is SITE_URL's host: passkeys made for one host work on that host only. Every
// passkey is discoverable (sign-in needs no email first) and verifies its user (a PIN, a
// fingerprint, a face): a passkey replaces the password, it is not a second step after it. Each
// ceremony's challenge is kept in the database for five minutes and used once, so any instance
// can check the answer and none can be replayed.

export const CHALLENGE_MS = 5 * 60_000;
/**
 * The signature algorithms a passkey may use: the library's own default list, said out loud. Left
 * to itself the library asks Node's Web Crypto whether it has ML-DSA, an experimental feature whose
 * first use prints a warning to the server's log.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];
/** Anyone may ask for a sign-in challenge: at most this many are open at once (a flood gets 503, not a full table). */
const MAX_OPEN_SIGN_IN_CHALLENGES = 1000;

export interface RelyingParty {
  /** The host name passkeys are bound to. */
  id: string;
  /** What the browser shows when it asks. */
  name: string;
  /** The only origin whose answers count. */
  origin: string;
}

export const relyingPartyOf = (siteUrl: string, name: string): RelyingParty => {
  const url = new URL(siteUrl);
  return { id: url.hostname, name, origin: url.origin };
};

/** A passkey whose registration answer checked out, not stored yet. */
export interface NewPasskey {
  id: string;
  adminId: number;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** An answer that does not prove what it should: the wrong challenge, origin, key or user verification. */
export class PasskeyRefused extends Error {}
/** Too many open sign-in challenges. */
export class PasskeysBusy extends Error {}

export function createPasskeys(deps: { db: Db; rp: RelyingParty; now?: () => number }) {
  const { rp } = deps;
  const now = deps.now ?? Date.now;
  const queries = createPasskeyQueries(deps.db);

  /** The library throws on every mismatch; all of them mean the same to the person: not accepted. */
  async function checked<T>(verify: () => Promise<T>): Promise<T> {
    try {
      return await verify();
    } catch (error) {
      throw new PasskeyRefused(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    /** What the browser needs to make a passkey for this account (its existing ones excluded). */
    async registrationOptions(account: { id: number; email: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const existing = await queries.forAccount(account.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: account.email,
        // The user handle: the account's number, not its address (a handle may be read by the device).
        userID: new TextEncoder().encode(`staff-${account.id}`),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        supportedAlgorithmIDs: ALGORITHMS,
        timeout: CHALLENGE_MS,
      });
      const at = now();
      await queries.addChallenge(options.challenge, "register", account.id, at, at + CHALLENGE_MS);
      return options;
    },

    /**
     * Checks a new passkey's answer against its challenge (used up by this). Store it with `save`,
     * in the caller's transaction when it commits with more (a used link): the check itself reads
     * outside any transaction, since SQLite's one connection is held by an open one.
     */
    async verifyNew(account: { id: number }, response: RegistrationResponseJSON): Promise<NewPasskey> {
      const at = now();
      const result = await checked(() =>
        verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) => queries.consumeChallenge(challenge, "register", account.id, at),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        }),
      );
      if (!result.verified) throw new PasskeyRefused("not verified");
      const { credential } = result.registrationInfo;
      return {
        id: credential.id,
        adminId: account.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    },

    async save(passkey: NewPasskey, name: string, through: Db = deps.db): Promise<void> {
      await createPasskeyQueries(through).add({ ...passkey, name }, new Date(now()));
    },

    async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const at = now();
      if ((await queries.openSignInChallenges(at)) >= MAX_OPEN_SIGN_IN_CHALLENGES) throw new PasskeysBusy();
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required", timeout: CHALLENGE_MS });
      await queries.addChallenge(options.challenge, "sign-in", null, at, at + CHALLENGE_MS);
      return options;
    },

    /** The account a sign-in answer proves, after checking it; the passkey's counter and last use are kept. */
    async signIn(response: AuthenticationResponseJSON): Promise<{ adminId: number; passkeyId: string }> {
      const passkey = await queries.get(response.id);
      if (!passkey) throw new PasskeyRefused("unknown passkey");
      const at = now();
      const result = await checked(() =>
        verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => queries.consumeChallenge(challenge, "sign-in", null, at),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: true,
        }),
      );
      if (!result.verified) throw new PasskeyRefused("not verified");
      await queries.markUsed(passkey.id, result.authenticationInfo.newCounter, new Date(at));
      return { adminId: passkey.adminId, passkeyId: passkey.id };
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
