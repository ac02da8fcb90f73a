import { eq } from "drizzle-orm";
import { emailMessages } from "@/db/email";
import { getDb } from "@/lib/db/client";
import { decryptEmailBody } from "@/lib/email/internal/body-crypto";

/** The outbox's messages to one address, oldest first, with their bodies decrypted. */
export async function mailTo(email: string) {
  const rows = await getDb().select().from(emailMessages).where(eq(emailMessages.toAddress, email)).orderBy(emailMessages.createdAt);
  return rows.map((row) => {
    const body = decryptEmailBody(row.bodyCiphertext!, process.env.AUTH_SECRET!);
    return { ...row, body, text: body.text };
  });
}
