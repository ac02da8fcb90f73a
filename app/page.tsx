import { redirect } from "next/navigation";
import { getConsoleSession } from "@/lib/auth";

export default async function Home() {
  redirect((await getConsoleSession()) ? "/dashboard" : "/sign-in");
}
