import { redirect } from "next/navigation";
import { getConsoleSession } from "@/lib/auth/console-context";

export default async function Home() {
  redirect((await getConsoleSession()) ? "/dashboard" : "/sign-in");
}
