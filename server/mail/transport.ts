import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The server's mail server connections (SMTP_URL), shared by every email it sends: visitor emails
 * at the gate, defect alerts and morning digests. One transport per mail server address, kept for
 * the process: nodemailer connects per message, so keeping it costs nothing while the server is
 * idle. Time-outs are short enough that a guard waiting at the gate hears of an unreachable mail
 * server within seconds, not minutes; options in SMTP_URL's query (`?connectionTimeout=…`) take
 * precedence.
 */
const transports = new Map<string, Transporter>();

export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

/** A mail server's 5xx answer is final (no such mailbox, relaying refused): trying again won't help. */
export const isPermanentRefusal = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
