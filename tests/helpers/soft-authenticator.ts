import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A passkey authenticator in software for the API tests: it answers the options the server gives
// as a platform authenticator would (an ES256 key pair, "none" attestation, the user present and
// verified), so the server's checks run on real signatures. The browser test uses Chromium's own
// virtual authenticator instead (tests/e2e/staff-passkeys-admin.spec.ts).

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

/** User present, user verified; and attested credential data follows (registration only). */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export function softAuthenticator(options: { rpId: string; origin: string }) {
  const credentials: SoftCredential[] = [];

  function authenticatorData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(options.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** navigator.credentials.create(); `origin` plays a page elsewhere. */
    create(request: PublicKeyCredentialCreationOptionsJSON, origin = options.origin): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, "base64url")],
          [-3, Buffer.from(jwk.y!, "base64url")],
        ]),
      );
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
      const authData = authenticatorData(FLAGS.up | FLAGS.uv | FLAGS.at, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authData],
        ]),
      );
      credentials.push({ id, privateKey, userHandle: request.user.id, counter: 0 });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", request.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** navigator.credentials.get() with the newest credential (or the one named). */
    get(
      request: PublicKeyCredentialRequestOptionsJSON,
      credential = credentials.at(-1)!,
      origin = options.origin,
    ): AuthenticationResponseJSON {
      credential.counter++;
      const authData = authenticatorData(FLAGS.up | FLAGS.uv, credential.counter);
      const json = clientData("webauthn.get", request.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(json)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(json),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
