import { createTransport } from "nodemailer";
import type { MailDirectory } from "./mail-directory";
import { nodemailerMessage, type MailTransport } from "./outgoing-mail";

/** The embedded default: nodemailer builds the very message SMTP would carry, and it is written to the mail folder. */
export function createDirectoryTransport(directory: MailDirectory): MailTransport {
  const builder = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "directory",
    async send(mail, identity) {
      const info = await builder.sendMail(nodemailerMessage(mail, identity));
      await directory.write(identity.fileStem, info.message as Buffer);
    },
    close() {
      builder.close();
    },
  };
}
