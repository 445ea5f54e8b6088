import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { mailHeader, readMail, type ReadMail } from "../../server/mail/mime-read";

// A real SMTP server in the test process (port 0): what the site's worker sends
// arrives here over SMTP, exactly as a mail provider would receive it.

export interface ReceivedMail extends ReadMail {
  /** RCPT TO addresses. */
  recipients: string[];
  raw: string;
  header(name: string): string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Answer every DATA with this SMTP error from now on (null: accept again). */
  refuseWith(error: { code: number; message: string } | null): void;
  /** Receive messages but never answer them (a server that hangs mid-send), until called with false. */
  hang(isHanging: boolean): void;
  /** Messages whose Message-ID the server saw, accepted or not. */
  seenMessageIds: string[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const seenMessageIds: string[] = [];
  let refusal: { code: number; message: string } | null = null;
  let isHanging = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = readMail(raw);
        seenMessageIds.push(mailHeader(mail.headers, "message-id"));
        if (isHanging) return;
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(error);
          return;
        }
        messages.push({
          ...mail,
          raw,
          recipients: session.envelope.rcptTo.map((r) => r.address),
          header: (name) => mailHeader(mail.headers, name.toLowerCase()),
        });
        callback();
      });
    },
  });
  // A sender killed mid-session (tests/api/lead-delivery-crash.test.ts) resets its connection: expected.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    seenMessageIds,
    refuseWith(error) {
      refusal = error;
    },
    hang(value) {
      isHanging = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
