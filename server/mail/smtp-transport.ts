import { createTransport } from "nodemailer";
import { nodemailerMessage, type MailTransport } from "./outgoing-mail";

// SMTP_URL: nodemailer's pooled SMTP transport. Connections are reused across
// the worker's parallel sends; every wait has a limit, and one send is abandoned
// after a minute (well inside the worker's lease), so the worker can retry it.

const SEND_LIMIT_MS = 60_000;

export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(mail, identity) {
      await transporter.sendMail({ ...nodemailerMessage(mail, identity), signal: AbortSignal.timeout(SEND_LIMIT_MS) });
    },
    close() {
      transporter.close();
    },
  };
}
