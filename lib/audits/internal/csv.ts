// The CSV writer moved to lib/format (the risk register's export writes with it too); the audits' files keep their import.
export { safeCell, toCsv } from "@/lib/format/csv";
