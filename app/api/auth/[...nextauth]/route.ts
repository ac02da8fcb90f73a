import NextAuth from "next-auth";
import { nextAuthOptions } from "@/lib/auth";

type Handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

// Options are built per request so AUTH_SECRET is read at run time, never during `next build`.
const handler: Handler = (request, context) => (NextAuth(nextAuthOptions()) as unknown as Handler)(request, context);

export { handler as GET, handler as POST };
