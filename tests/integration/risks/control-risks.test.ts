import { describe, expect, it } from "vitest";
import { makeCtx, memberCaller } from "@/lib/context";
import { listControlRisks } from "@/lib/risks";
import { createAccount } from "../../helpers/accounts";
import { addRisk } from "./helpers";

describe("a control's risks", () => {
  it("lists, per control of a framework, the account's risks linked to it, in register order", async () => {
    const a = await createAccount();
    const controls = [
      { framework: "soc2", controlId: "CC6.1" },
      { framework: "iso27001", controlId: "A.5.17" },
    ];
    await addRisk(a.token, { title: "Stolen credentials", category: "security", controls });
    await addRisk(a.token, { title: "Excess privilege", category: "security", controls: [controls[0]] });
    const other = await createAccount();
    await addRisk(other.token, { title: "Someone else's", category: "security", controls });

    const soc2 = await listControlRisks(makeCtx(memberCaller(a.userId, a.accountId)), "soc2");
    expect([...soc2.keys()]).toEqual(["CC6.1"]);
    expect(soc2.get("CC6.1")!.map((r) => `${r.reference} ${r.title}`)).toEqual(["R-1 Stolen credentials", "R-2 Excess privilege"]);
    const iso = await listControlRisks(makeCtx(memberCaller(a.userId, a.accountId)), "iso27001");
    expect(iso.get("A.5.17")).toHaveLength(1);
  });
});
