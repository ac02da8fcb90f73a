export { sendEmail } from "./send-email";
export { listOutbox, getOutboxMessage } from "./outbox";
export { mailboxVisible } from "./config";
export { escapeHtml } from "./html";
export { EmailDeliveryError } from "./types";
export type { EmailMessage, SentEmail, OutboxMessage } from "./types";
