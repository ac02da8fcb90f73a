import { Badge } from "@/components/ui/card";
import { frameworkName } from "@/lib/format/mapping-label";
import { listFrameworks } from "@/lib/frameworks";

/** The built-in frameworks a template or document is written for, by name ("SOC 2"), never by id (`soc2`). */
export function FrameworkBadges({ ids, tone = "gray" }: { ids: readonly string[]; tone?: "gray" | "blue" }) {
  const frameworks = listFrameworks();
  return (
    <>
      {ids.map((id) => (
        <Badge key={id} tone={tone}>
          {frameworkName(frameworks, id)}
        </Badge>
      ))}
    </>
  );
}
